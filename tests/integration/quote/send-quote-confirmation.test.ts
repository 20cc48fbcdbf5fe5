import { FunctionsHttpError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, mail, sql } from "../../support/stack";

const fromNewClient = clientAddresses(24);

async function newQuote(email: string, revenue = "£100,000 to £249,999"): Promise<string> {
  const { data, error } = await anonClient({ from: fromNewClient() }).functions.invoke("submit-quote", {
    body: { firstName: "Kwame", lastName: "Asante", email, revenue, industry: "Manufacturing", package: "Foresight" },
  });
  if (error) throw error;
  return (data as { data: { id: string } }).data.id;
}

describe("send-quote-confirmation", () => {
  it("sends one HTML and text e-mail with the quote's details and prices, even under 10 concurrent calls on top of submit-quote's own", async () => {
    const email = "kwame@example.test";
    const id = await newQuote(email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        anonClient().functions.invoke("send-quote-confirmation", { body: { quoteId: id } }),
      ),
    );
    expect(results.every((result) => result.error === null)).toBe(true);
    // Each call answers whether the confirmation has gone, whoever sent it.
    expect(results.map((result) => (result.data as { sent: boolean }).sent)).toEqual(Array(10).fill(true));

    const message = await mail.waitFor({ to: email, subject: "Foresight" });
    expect(message.Text).toContain("Dear Kwame");
    expect(message.Text).toContain("£100,000 to £249,999");
    expect(message.Text).toContain("Foresight: £497.00 a month (your selection)");
    // Each price with its total with VAT beside it (DMCC Act 2024).
    expect(message.Text).toContain("Awareness: £197.00 a month (£236.40 with VAT)");
    expect(message.Text).toContain("Foresight: £497.00 a month (your selection) (£596.40 with VAT)");
    expect(message.HTML).toContain("£236.40 with VAT");
    expect(message.Text).toContain("Prices exclude VAT");
    expect(message.HTML).toContain("<strong>Foresight</strong>");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mail.list()).filter((summary) => summary.To.some((to) => to.Address === email))).toHaveLength(1);

    const [row] = await sql("select confirmation_sent_at from public.quotes where id = $1", [id]);
    expect(row?.confirmation_sent_at).not.toBeNull();
  });

  it("says 'Custom pricing' where the price is agreed individually, and escapes names in the HTML", async () => {
    // submit-quote refuses such a name; a row written some other way must still be mailed safely.
    const email = "custom@example.test";
    const [row] = await sql<{ id: string }>(
      `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type)
       values ('<img src=x onerror=alert(1)>', 'Lee', $1, 'Retail', 'Over £2 million', 'Awareness') returning id`,
      [email],
    );
    await anonClient().functions.invoke("send-quote-confirmation", { body: { quoteId: row!.id } });
    const message = await mail.waitFor({ to: email });
    expect(message.Text).toContain("Awareness: Custom pricing (your selection)");
    expect(message.HTML).not.toContain("<img src=x");
    expect(message.HTML).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("answers 404 for an unknown quote and 400 for a malformed id, sending nothing", async () => {
    const before = (await mail.list()).length;
    const unknown = await anonClient().functions.invoke("send-quote-confirmation", {
      body: { quoteId: "00000000-0000-4000-8000-000000000001" },
    });
    expect(unknown.error).toBeInstanceOf(FunctionsHttpError);
    expect((unknown.error as FunctionsHttpError).context.status).toBe(404);
    const malformed = await anonClient().functions.invoke("send-quote-confirmation", {
      body: { quoteId: "'; drop table quotes" },
    });
    expect((malformed.error as FunctionsHttpError).context.status).toBe(400);
    expect((await mail.list()).length).toBe(before);
  });
});
