/**
 * exec-sql: the knowledge base's request to "enable row-level security and
 * create a public read-only select policy" on a public table (spec call 15).
 *
 * It never runs the SQL it is sent. The text must be exactly one of the
 * statements the site itself sends (`_shared/kernel/schemas/public-read.ts`, white
 * space aside); that names one allowed table, which the database function
 * `ensure_public_read` checks with its own fixed SQL, restoring the migration's
 * policy only if it is missing. Anything else is refused with 403 and changes
 * nothing. Idempotent: once access is in place, calls change nothing.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint, HttpError } from "../_shared/http.ts";
import {
  EXEC_SQL_REFUSED,
  publicReadCheckSchema,
  recognisePublicReadStatement,
} from "../_shared/kernel/schemas/public-read.ts";

Deno.serve(
  endpoint("exec-sql", async (input) => {
    const table = recognisePublicReadStatement(input.sql);
    if (!table) throw new HttpError(403, EXEC_SQL_REFUSED, "statement_not_allowed");

    const { data, error } = await serviceClient().rpc("ensure_public_read", { target_table: table });
    if (error) throw error;
    const check = publicReadCheckSchema.parse(data);
    if (check.restored.length > 0)
      console.warn(`exec-sql restored public read on ${table}: ${check.restored.join(", ")}`);
    return { success: true, tables: [check] };
  }),
);
