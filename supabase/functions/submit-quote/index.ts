/**
 * submit-quote: stores an instant-quote request with all three package
 * prices, set here from the revenue band (never taken from the browser),
 * with the visitor's confirmation and the firm's notice queued in the same
 * transaction (the outbox), then sends both without making the visitor wait.
 * Answers { success: true, data: { id } }.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint, HttpError, refuseFilledHoneypot } from "../_shared/http.ts";
import { deliverInBackground, messagesOf } from "../_shared/outbox.ts";
import { clientAddress, enforceLimits } from "../_shared/rate-limit.ts";
import { PACKAGES } from "../_shared/kernel/schemas/quote-request.ts";

const TOO_MANY =
  "You have sent several quote requests in a short time. Please wait an hour, or call us and we will help straight away.";

Deno.serve(
  endpoint("submit-quote", async (input, request) => {
    refuseFilledHoneypot(input);

    const db = serviceClient();
    const [range, industry] = await Promise.all([
      db.from("revenue_ranges").select("id, range").eq("range", input.revenue).maybeSingle(),
      db.from("industries").select("name").eq("name", input.industry).maybeSingle(),
    ]);
    if (range.error) throw range.error;
    if (industry.error) throw industry.error;
    if (!range.data) throw new HttpError(400, "Please choose your expected revenue from the list.", "unknown_revenue");
    if (!industry.data) throw new HttpError(400, "Please choose your industry from the list.", "unknown_industry");

    await enforceLimits(
      db,
      [
        { scope: "quote:email", key: input.email, max: 5, per: "1 hour" },
        { scope: "quote:client", key: clientAddress(request), max: 20, per: "1 hour" },
      ],
      TOO_MANY,
    );

    const prices = await db
      .from("quote_prices")
      .select("package_type, monthly_price")
      .eq("revenue_range_id", range.data.id);
    if (prices.error) throw prices.error;
    const priceOf = (name: (typeof PACKAGES)[number]) => {
      const row = prices.data.find((price) => price.package_type === name);
      return row?.monthly_price === null || row?.monthly_price === undefined ? null : Number(row.monthly_price);
    };

    const inserted = await db
      .from("quotes")
      .insert({
        contact_first_name: input.firstName,
        contact_last_name: input.lastName,
        contact_email: input.email,
        industry: industry.data.name,
        revenue_range: range.data.range,
        package_type: input.package,
        awareness_price: priceOf("Awareness"),
        insights_price: priceOf("Insights"),
        foresight_price: priceOf("Foresight"),
        hero_variant: input.heroVariant ?? null,
        contact_phone: input.phone || null,
        message: input.message || null,
      })
      .select("id")
      .single();
    if (inserted.error) throw inserted.error;

    const queued = await messagesOf(db, { quoteId: inserted.data.id });
    deliverInBackground(
      db,
      queued.map((message) => message.id),
    );
    return { success: true, data: { id: inserted.data.id } };
  }),
);
