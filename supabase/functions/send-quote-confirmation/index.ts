/**
 * send-quote-confirmation: e-mails the visitor their quote, exactly once per
 * quote however many times (or how concurrently) it is called. The quote is
 * claimed in one UPDATE; only the caller that claimed it sends, and a failed
 * send releases the claim so a later call can try again.
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint, HttpError, json } from "../_shared/http.ts";
import { sendMail } from "../_shared/mail.ts";
import { quoteConfirmationSchema } from "../_shared/schemas/quote-confirmation.ts";
import { quoteConfirmationEmail, type StoredQuote } from "./email.ts";

Deno.serve(
  endpoint(quoteConfirmationSchema, async ({ quoteId }) => {
    const db = serviceClient();
    const claim = await db.rpc("claim_quote_confirmation", { quote_id: quoteId });
    if (claim.error) throw claim.error;

    if (claim.data !== true) {
      const existing = await db.from("quotes").select("confirmation_sent_at").eq("id", quoteId).maybeSingle();
      if (existing.error) throw existing.error;
      if (!existing.data) throw new HttpError(404, "We could not find that quote.", "quote_not_found");
      return json({ success: true, sent: false, alreadySent: existing.data.confirmation_sent_at !== null });
    }

    const quote = await db
      .from("quotes")
      .select(
        "id, contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, awareness_price, insights_price, foresight_price",
      )
      .eq("id", quoteId)
      .single();
    if (quote.error) throw quote.error;

    try {
      await sendMail({ to: quote.data.contact_email, ...quoteConfirmationEmail(quote.data as StoredQuote) });
    } catch (error) {
      await db.from("quotes").update({ confirmation_claimed_at: null }).eq("id", quoteId);
      console.error(error);
      throw new HttpError(
        502,
        "We could not send the confirmation e-mail just now. Please try again later.",
        "mail_failed",
      );
    }

    const sent = await db.from("quotes").update({ confirmation_sent_at: new Date().toISOString() }).eq("id", quoteId);
    if (sent.error) throw sent.error;
    return json({ success: true, sent: true });
  }),
);
