/**
 * Calls an edge function through supabase-js and turns its failures into an
 * Error carrying the server's own message (functions answer `{ error }`).
 * supabase-js is loaded on the first call, so importing this module costs a
 * page nothing until it actually talks to the backend.
 *
 * The body and the answer are typed by the function's contract (#kernel/functions.ts), the one the
 * function itself parses and answers by: a wrong body, or reading a field the function does not
 * answer, fails the type check. Only the types come from there; no schema reaches the page.
 */
import type { FunctionName, FunctionRequest, FunctionResponse } from "#kernel/functions.ts";
import { loadSupabase } from "./load-supabase";

export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The fields a function refused (its 400's `issues[].path`), to show under each as the browser's own checks are. */
export function fieldIssuesOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof FunctionCallError) || !error.body || typeof error.body !== "object") return [];
  const issues = (error.body as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as { path: string; message: string }[]) : [];
}

export async function invokeFunction<Name extends FunctionName>(
  name: Name,
  body: FunctionRequest<Name>,
): Promise<FunctionResponse<Name>> {
  const [supabase, { FunctionsHttpError }] = await Promise.all([loadSupabase(), import("@supabase/supabase-js")]);
  const { data, error } = await supabase.functions.invoke<FunctionResponse<Name>>(name, { body });
  if (!error) return data as FunctionResponse<Name>;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const payload: unknown = await response.json().catch(() => null);
    const message =
      payload && typeof payload === "object" && "error" in payload && typeof payload.error === "string"
        ? payload.error
        : error.message;
    throw new FunctionCallError(message, response.status, payload);
  }
  throw new FunctionCallError(error.message, null, null);
}
