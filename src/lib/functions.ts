/**
 * Calls an edge function through supabase-js and turns its failures into an
 * Error carrying the server's own message (functions answer `{ error }`).
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import { getSupabase } from "./supabase";

export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function invokeFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(name, { body });
  if (!error) return data as T;
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
