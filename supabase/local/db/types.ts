/** The database seen by the stack: PGlite in-process or a PostgreSQL server. */

export type Row = Record<string, unknown>;

/** Runs one statement with positional parameters ($1, $2, ...). */
export interface Sql {
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs one data-changing statement and returns the number of rows it affected. */
  run(text: string, params?: unknown[]): Promise<number>;
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
}

export interface Db extends Sql {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` inside one transaction; it is rolled back if `fn` throws. */
  transaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A PostgreSQL error, whichever driver raised it. */
export class PgError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = "PgError";
  }
}

/** Normalises driver errors (PGlite DatabaseError, postgres.js PostgresError) to PgError. */
export function toPgError(e: unknown): unknown {
  if (e instanceof PgError) return e;
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string") {
    const err = e as { code: string; message?: string; detail?: string; hint?: string };
    if (/^[0-9A-Z]{5}$/.test(err.code)) {
      return new PgError(err.code, err.message ?? "database error", err.detail ?? null, err.hint ?? null);
    }
  }
  return e;
}
