/**
 * add-public-rls: the site's check that visitors can read its public tables
 * (industries, revenue_ranges, knowledge_categories, knowledge_articles;
 * spec call 13). It takes only `{ timestamp }` and acts on that fixed list,
 * never on anything from the request: for each table the database function
 * `ensure_public_read` verifies row level security, the select grant and the
 * migration's read policy, restoring with its own fixed SQL only what is
 * missing. Idempotent: answers `{ success: true, tables }` and, once access is
 * in place, changes nothing.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint } from "../_shared/http.ts";
import {
  PUBLIC_READ_TABLES,
  type PublicReadCheck,
  publicReadCheckSchema,
} from "../_shared/kernel/schemas/public-read.ts";

Deno.serve(
  endpoint("add-public-rls", async () => {
    const db = serviceClient();
    const tables: PublicReadCheck[] = [];
    // One at a time: each check may take a lock on its table.
    for (const table of PUBLIC_READ_TABLES) {
      const { data, error } = await db.rpc("ensure_public_read", { target_table: table });
      if (error) throw error;
      tables.push(publicReadCheckSchema.parse(data));
    }
    const restored = tables.filter((check) => check.restored.length > 0);
    if (restored.length > 0)
      console.warn(
        `add-public-rls restored public read: ${restored.map((c) => `${c.table} (${c.restored.join(", ")})`).join("; ")}`,
      );
    return { success: true, tables };
  }),
);
