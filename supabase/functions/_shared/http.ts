/**
 * Request handling every function shares: CORS preflight, POST only, the
 * project's client key (api-key.ts), JSON bodies free of text Postgres cannot
 * store and validated with zod (400 with a clear message, nothing written), domain
 * errors with their own status, and anything unexpected as a 500 that leaks
 * no internals (the cause goes to the function's log).
 */
import { requireClientKey } from "./api-key.ts";
import { corsHeaders } from "./cors.ts";
import type { z } from "./deps.ts";
import { HttpError } from "./http-error.ts";
import { type FunctionInput, type FunctionName, type FunctionResponse, functionContracts } from "./kernel/functions.ts";
import { holdsUnstorableText, readJson } from "./request-body.ts";
import type { Honeypot } from "./kernel/schemas/honeypot.ts";

export { HttpError } from "./http-error.ts";

/** Refuses a request whose honeypot (schemas/honeypot.ts) was filled in: only automated form-fillers complete it. */
export function refuseFilledHoneypot(input: Honeypot): void {
  if (input.website) throw new HttpError(400, "We could not accept this request. Please try again.", "rejected");
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** The first problem, phrased for a person; the list for programs. */
export function validationError(error: z.ZodError): Response {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return json({ success: false, error: issues[0]?.message ?? "The request is not valid.", issues }, 400);
}

/** A function's logic: the parsed body in, the answer its contract promises out (kernel/functions.ts). */
type Handler<Name extends FunctionName> = (
  input: FunctionInput<Name>,
  request: Request,
) => Promise<FunctionResponse<Name>>;

/**
 * Wraps a function's logic: `Deno.serve(endpoint("submit-quote", handler))`. The body is parsed with
 * the request schema the function's contract names, the same one the browser's calls are typed by,
 * and the handler's answer must be the contract's response.
 */
export function endpoint<Name extends FunctionName>(name: Name, handler: Handler<Name>) {
  // What TypeScript cannot follow through an index by a type parameter: this name's schema parses to this name's input.
  const schema = functionContracts[name].request as unknown as z.ZodType<FunctionInput<Name>>;
  return async (request: Request): Promise<Response> => {
    if (request.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
    if (request.method !== "POST") return json({ success: false, error: "Use POST." }, 405, { Allow: "POST, OPTIONS" });
    try {
      requireClientKey(request);
      const body = await readJson(request);
      // Refused before anything is counted or stored: Postgres would fail on it halfway through.
      if (holdsUnstorableText(body))
        throw new HttpError(
          400,
          "The request contains characters that cannot be stored (a NUL byte or an incomplete Unicode character).",
          "invalid_text",
        );
      const parsed = schema.safeParse(body);
      if (!parsed.success) return validationError(parsed.error);
      return json(await handler(parsed.data, request));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A domain error with its own status and message; anything else a 500 that leaks nothing (logged). */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ success: false, error: error.message, code: error.code }, error.status);
  console.error(error);
  return json({ success: false, error: "Something went wrong on our side. Please try again in a moment." }, 500);
}
