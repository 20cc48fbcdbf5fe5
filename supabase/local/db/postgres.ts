/** A PostgreSQL server (DATABASE_URL) as the stack's database, through postgres.js. */
import postgres from "postgres";
import { type Db, type Sql, toPgError } from "./types.ts";

export interface ServerDb extends Db {
  /** True when the database had none of Supabase's base objects before this start. */
  readonly created: boolean;
  /**
   * True when no migration has been applied yet: a new database, or one whose base objects an
   * administrator created first (as a hosted project's are, by a role the stack does not connect as).
   */
  readonly fresh: boolean;
}

export async function openPostgres(url: string): Promise<ServerDb> {
  const client = postgres(url, {
    max: 8,
    onnotice: () => {},
    // Values come back as Postgres renders them; callers cast what they need.
    types: {},
    connection: { application_name: "supabase-local" },
  });
  const query = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    try {
      return (await client.unsafe(text, params as never[])) as unknown as T[];
    } catch (e) {
      throw toPgError(e);
    }
  };
  const [row] = await query<{ present: boolean }>(
    "select exists (select 1 from pg_namespace where nspname = 'supabase_migrations') as present",
  );
  const present = row?.present ?? false;
  const applied = present
    ? Number((await query<{ n: string }>("select count(*) as n from supabase_migrations.schema_migrations"))[0]?.n ?? 0)
    : 0;
  return {
    kind: "postgres",
    created: !present,
    fresh: applied === 0,
    query,
    async run(text, params = []) {
      try {
        return (await client.unsafe(text, params as never[])).count;
      } catch (e) {
        throw toPgError(e);
      }
    },
    async exec(script) {
      try {
        await client.unsafe(script);
      } catch (e) {
        throw toPgError(e);
      }
    },
    async transaction(fn) {
      try {
        return (await client.begin(async (tx) => {
          const sql: Sql = {
            query: async <T>(text: string, params: unknown[] = []) =>
              (await tx.unsafe(text, params as never[])) as unknown as T[],
            exec: async (script: string) => void (await tx.unsafe(script)),
            run: async (text: string, params: unknown[] = []) => (await tx.unsafe(text, params as never[])).count,
          };
          return await fn(sql);
        })) as never;
      } catch (e) {
        throw toPgError(e);
      }
    },
    close: () => client.end({ timeout: 2 }),
  };
}
