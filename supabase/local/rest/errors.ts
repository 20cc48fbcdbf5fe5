/** PostgREST's error body and its mapping from SQLSTATE to HTTP status. */
import { PgError } from "../db/types.ts";

/**
 * Proxy-Status, which PostgREST 13 adds to every error it raises, naming its code (Error.hs: `headers` of Error,
 * `proxyStatusHeader code' = ("Proxy-Status", "PostgREST; error=" <> code')`).
 */
export function proxyStatus(code: string): Record<string, string> {
  return { "proxy-status": `PostgREST; error=${code}` };
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A string, or a list where PostgREST gives one (PGRST201's candidate relationships). */
    readonly details: string | null | Record<string, string>[] = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function statusForSqlState(code: string, role: string, message = ""): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  // pg-safeupdate's refusal is the client's error; any other cardinality violation (a subquery giving more than
  // one row) is the server's (PostgREST's pgErrorStatus).
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  // A JWT naming a role that does not exist (PostgREST 13's pgErrorStatus, issue #3601).
  if (code === "22023") return message.startsWith("role") && message.endsWith("does not exist") ? 401 : 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
  };
  if (code in exact) return exact[code]!;
  const prefix: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return prefix[code.slice(0, 2)] ?? 400;
}

export interface ErrorBody {
  code: string;
  details: string | null | Record<string, string>[];
  hint: string | null;
  message: string;
}

/**
 * An offset past the last row: Response.hs answers it with OutOfBounds' body (errorPayload) and the response's own
 * headers, not as an error it raises, so without Proxy-Status.
 */
export class OutOfBounds extends RestError {}

/** Turns any failure into PostgREST's status, body and extra headers. */
export function renderError(
  e: unknown,
  role: string,
): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const r = render(e, role);
  return { ...r, headers: e instanceof OutOfBounds ? r.headers : { ...proxyStatus(r.body.code), ...r.headers } };
}

function render(e: unknown, role: string): { status: number; body: ErrorBody; headers: Record<string, string> } {
  if (e instanceof RestError) {
    return {
      status: e.status,
      body: { code: e.code, details: e.details, hint: e.hint, message: e.message },
      headers: e.headers,
    };
  }
  if (e instanceof PgError) {
    // RAISE sqlstate 'PGRST' carries its own JSON body and status.
    if (e.code === "PGRST") {
      try {
        const body = JSON.parse(e.message) as Partial<ErrorBody>;
        const meta = JSON.parse(e.detail ?? "{}") as { status?: number; headers?: Record<string, string> };
        return {
          status: meta.status ?? 400,
          body: {
            code: body.code ?? "",
            details: body.details ?? null,
            hint: body.hint ?? null,
            message: body.message ?? "",
          },
          headers: meta.headers ?? {},
        };
      } catch {
        return render(
          new RestError(500, "PGRST121", "Could not parse JSON in the \"RAISE SQLSTATE 'PGRST'\" error"),
          role,
        );
      }
    }
    const status = statusForSqlState(e.code, role, e.message);
    return {
      status,
      body: { code: e.code, details: e.detail, hint: e.hint, message: e.message },
      // Error.hs, `headers` of PgError: a 401 (42501 for anon, PT401) asks for a bearer token.
      headers: status === 401 ? { "www-authenticate": "Bearer" } : {},
    };
  }
  console.error("[rest] unexpected error", e);
  return {
    status: 500,
    body: { code: "PGRSTX00", details: null, hint: null, message: String((e as Error)?.message ?? e) },
    headers: {},
  };
}
