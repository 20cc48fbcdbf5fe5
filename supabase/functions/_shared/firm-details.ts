/**
 * Puts the firm's details the database holds in force before mail is composed (decision 021), so
 * an e-mail sent after a change carries it: one small read per run of messages. If they cannot be
 * read, the details last read (or the starting values) stand: a lead's e-mail is not held back.
 */
import type { DatabaseClient } from "./kernel/database-client.ts";
import { firmDetailsFromRows } from "./kernel/firm-detail-values.ts";
import { applyFirmDetails } from "./kernel/firm.ts";

export async function refreshFirmDetails(db: DatabaseClient): Promise<void> {
  const { data, error } = await db.from("firm_details").select("key, value");
  if (error || !data || data.length === 0) {
    console.error("Reading the firm's details failed; the details last read stand", error);
    return;
  }
  applyFirmDetails(firmDetailsFromRows(data));
}
