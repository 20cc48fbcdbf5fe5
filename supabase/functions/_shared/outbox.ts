/**
 * Sends what the outbox holds (migration 20261124100100_mail_outbox.sql): claims the messages that
 * are due, renders each from its lead as stored now, sends it and settles it, sent or to be tried
 * again later. A message is claimed by one sender at a time, so concurrent runs never send one
 * twice; its id is the e-mail's Message-ID (and Resend's idempotency key), so a copy sent again
 * after a crash mid-send can be recognised.
 */
import type { DatabaseClient } from "./kernel/database-client.ts";
import { contactConfirmationEmail, type StoredContactRequest } from "./emails/contact-confirmation.ts";
import { contactToFirmEmail, quoteToFirmEmail, signUpToFirmEmail } from "./emails/lead-to-firm.ts";
import { quoteConfirmationEmail, type StoredQuote } from "./emails/quote-confirmation.ts";
import { marketingEmail } from "./emails/marketing.ts";
import { signupConfirmationEmail } from "./emails/signup-confirmation.ts";
import { type LinkTokens, signupLinks } from "./kernel/email-links.ts";
import { requireEnv } from "./env.ts";
import { firm } from "./kernel/firm.ts";
import { refreshFirmDetails } from "./firm-details.ts";
import { sendMail, type Message } from "./mail.ts";
import { callBackReminderEmail, leadDigestEmail } from "./emails/lead-reminders.ts";
import { ukMoment } from "./kernel/call-back-day.ts";
import { type LeadKind, type TodayLead, todaysWork } from "./kernel/today.ts";
import { todayLeadOf } from "./kernel/today-words.ts";
import { isWorkingDay } from "./kernel/working-days.ts";
import { PLAYBOOK_CAMPAIGN_ID } from "./kernel/schemas/playbook-constants.ts";

export interface OutboxMessage {
  id: string;
  kind:
    | "quote_confirmation"
    | "quote_to_firm"
    | "signup_to_firm"
    | "signup_confirmation"
    | "marketing"
    | "contact_confirmation"
    | "contact_to_firm"
    | "lead_digest"
    | "call_back_reminder";
  quote_id: string | null;
  engagement_id: string | null;
  contact_request_id?: string | null;
  marketing_email_id?: string | null;
  /** The member of staff a digest or a call-back reminder goes to. */
  staff_user_id?: string | null;
  /** The UK day a digest is for. */
  digest_on?: string | null;
}

export type Outcome = "sent" | "pending" | "failed" | "withheld";

/**
 * A message that must not go: a marketing copy whose address may no longer be sent marketing, a
 * digest on a bank holiday or with nothing to say, a reminder of a call back already answered.
 * It is withheld, with the reason staff read, not sent.
 */
class Withheld extends Error {
  constructor(readonly reason?: string) {
    super(reason ?? "withheld");
  }
}

const QUOTE_COLUMNS =
  "id, contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, awareness_price, insights_price, foresight_price, created_at, contact_phone, message";

/** Where the firm's notices go: the MAIL_TO_STAFF secret. */
function firmAddress(): string {
  const address = Deno.env.get("MAIL_TO_STAFF")?.trim();
  if (!address) throw new Error("MAIL_TO_STAFF is not set: the firm's notices have nowhere to go.");
  return address;
}

/** The address staff open the site at, for links in the firm's notices. */
const siteUrl = () => Deno.env.get("SITE_URL")?.trim() || firm.siteUrl;

/** A sign-up's address and name, and the signed links its e-mails carry. */
async function signUpWithLinks(db: DatabaseClient, engagementId: string) {
  const signUp = await db.from("campaign_engagements").select("id, email, first_name").eq("id", engagementId).single();
  if (signUp.error) throw signUp.error;
  const tokens = await db.rpc("signup_link_tokens", { p_engagement: engagementId }).single();
  if (tokens.error) throw tokens.error;
  const links = signupLinks(siteUrl(), requireEnv("SUPABASE_URL"), engagementId, tokens.data as LinkTokens);
  return { signUp: signUp.data as { id: string; email: string; first_name: string }, links };
}

/** Asks the person who signed up to confirm their address (double opt-in), with the signed links. */
async function composeSignupConfirmation(db: DatabaseClient, engagementId: string): Promise<Message> {
  const { signUp, links } = await signUpWithLinks(db, engagementId);
  return { to: signUp.email, ...signupConfirmationEmail(signUp, links) };
}

/** A tax tips copy, checked against the suppression list and the consent history as it goes. */
async function composeMarketing(db: DatabaseClient, message: OutboxMessage): Promise<Message> {
  const { signUp, links } = await signUpWithLinks(db, message.engagement_id!);
  const allowed = await db.rpc("may_send_marketing", { p_email: signUp.email });
  if (allowed.error) throw allowed.error;
  if (allowed.data !== true) throw new Withheld();
  const letter = await db
    .from("marketing_emails")
    .select("subject, body")
    .eq("id", message.marketing_email_id!)
    .single();
  if (letter.error) throw letter.error;
  return { to: signUp.email, ...marketingEmail(letter.data, signUp, links) };
}

const CONTACT_COLUMNS = "id, name, email, phone, message, call_back, call_back_time, call_back_on, created_at";

/** A contact request's two e-mails: the person's confirmation, and the firm's notice, Reply-To them. */
async function composeContact(db: DatabaseClient, message: OutboxMessage): Promise<Message> {
  const request = await db
    .from("contact_requests")
    .select(CONTACT_COLUMNS)
    .eq("id", message.contact_request_id!)
    .single();
  if (request.error) throw request.error;
  const stored = request.data as StoredContactRequest;
  if (message.kind === "contact_confirmation") return { to: stored.email, ...contactConfirmationEmail(stored) };
  return { to: firmAddress(), ...contactToFirmEmail(stored, siteUrl()) };
}

/** A member of staff who works leads, or the reason a message to them is withheld. */
async function leadWorker(db: DatabaseClient, userId: string): Promise<{ email: string; name: string | null }> {
  const member = await db.from("staff_members").select("email, name, role").eq("user_id", userId).maybeSingle();
  if (member.error) throw member.error;
  if (!member.data || !["admin", "editor"].includes(member.data.role))
    throw new Withheld("Not sent: the member of staff no longer works leads");
  return member.data;
}

const OPEN_LEAD = "(won,lost,spam)";
/** The eBook campaigns, as staff know them (the staff area's sign-ups list names them alike). */
const CAMPAIGN_NAMES: Record<string, string> = { [PLAYBOOK_CAMPAIGN_ID]: "The Influencer's Tax Playbook" };
const DIGEST_MINUTES = 7 * 60 + 30;
const PAGE = 1000;

/** Every row a query gives, a page at a time (the API answers at most 1,000 rows a request). */
async function everyRow<Row>(
  page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: unknown }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

/**
 * The morning digest: the member's leads and those nobody has taken, as they stand now, ranked as
 * Today ranks them at 7.30am on the digest's day; withheld on a bank holiday or when nothing is due.
 */
async function composeDigest(db: DatabaseClient, message: OutboxMessage): Promise<Message> {
  const member = await leadWorker(db, message.staff_user_id!);
  const day = message.digest_on!;
  if (!isWorkingDay(day)) throw new Withheld("Not sent: a bank holiday in England and Wales");
  const moment = ukMoment(day, DIGEST_MINUTES).toISOString();
  // Theirs or nobody's, new or with a follow-up due: what Today may list (todaysWork decides).
  const mine = `owner_id.eq.${message.staff_user_id}`;
  const due = `follow_up_on.lte.${day}`;
  const whose = `and(${mine},status.eq.new),and(${mine},${due}),and(owner_id.is.null,status.eq.new),and(owner_id.is.null,${due})`;
  type Table = "quotes" | "contact_requests" | "campaign_engagements";
  const open = (table: Table, columns: string) =>
    everyRow<Record<string, unknown>>(
      (from, to) =>
        db
          .from(table as "quotes")
          .select(`${columns}, status, owner_id, follow_up_on`)
          .is("restricted_at", null)
          .not("status", "in", OPEN_LEAD)
          .lte("created_at", moment)
          .or(whose)
          .order("id")
          .range(from, to) as unknown as PromiseLike<{ data: Record<string, unknown>[] | null; error: unknown }>,
    );
  const [quotes, contacts, signups] = await Promise.all([
    open("quotes", QUOTE_COLUMNS),
    open("contact_requests", CONTACT_COLUMNS),
    open("campaign_engagements", "id, email, first_name, last_name, created_at, campaign_id"),
  ]);
  const leads: { kind: LeadKind; lead: TodayLead }[] = [
    ...quotes.map((quote) => ({ kind: "quote" as const, lead: todayLeadOf.quote(quote as never) })),
    ...contacts.map((contact) => ({ kind: "contact" as const, lead: todayLeadOf.contact(contact as never) })),
    ...signups.map((signup) => ({
      kind: "signup" as const,
      lead: todayLeadOf.signup(
        signup as never,
        CAMPAIGN_NAMES[String(signup.campaign_id)] ?? String(signup.campaign_id),
      ),
    })),
  ];
  const ranked = todaysWork(leads, { day, minutes: DIGEST_MINUTES });
  if (ranked.length === 0) throw new Withheld("Not sent: nothing was due");
  const unassigned = new Set(leads.filter(({ lead }) => lead.owner_id === null).map(({ lead }) => lead.id));
  return { to: member.email, ...leadDigestEmail(member, ranked, unassigned, day, siteUrl()) };
}

/** The reminder before a call back's slot, while nobody has answered the person. */
async function composeCallBackReminder(db: DatabaseClient, message: OutboxMessage): Promise<Message> {
  const member = await leadWorker(db, message.staff_user_id!);
  const request = await db
    .from("contact_requests")
    .select(`${CONTACT_COLUMNS}, status, owner_id, restricted_at`)
    .eq("id", message.contact_request_id!)
    .single();
  if (request.error) throw request.error;
  const stored = request.data as StoredContactRequest & {
    status: string;
    owner_id: string | null;
    restricted_at: string | null;
    call_back_on: string | null;
  };
  if (stored.status !== "new" || stored.restricted_at || !stored.call_back_time || !stored.call_back_on)
    throw new Withheld("Not sent: the call back was answered, or the lead restricted, before the reminder went");
  return {
    to: member.email,
    ...callBackReminderEmail(
      { ...stored, call_back_time: stored.call_back_time },
      stored.call_back_on,
      stored.owner_id === message.staff_user_id,
      siteUrl(),
    ),
  };
}

async function compose(db: DatabaseClient, message: OutboxMessage): Promise<Message> {
  if (message.kind === "lead_digest") return await composeDigest(db, message);
  if (message.kind === "call_back_reminder") return await composeCallBackReminder(db, message);
  if (message.kind === "contact_confirmation" || message.kind === "contact_to_firm")
    return await composeContact(db, message);
  if (message.kind === "signup_confirmation") return await composeSignupConfirmation(db, message.engagement_id!);
  if (message.kind === "marketing") return await composeMarketing(db, message);
  if (message.kind === "signup_to_firm") {
    const signUp = await db
      .from("campaign_engagements")
      .select("id, campaign_id, email, first_name, last_name, consent_wording, consented_at, created_at")
      .eq("id", message.engagement_id!)
      .single();
    if (signUp.error) throw signUp.error;
    return { to: firmAddress(), ...signUpToFirmEmail(signUp.data, siteUrl()) };
  }
  const quote = await db.from("quotes").select(QUOTE_COLUMNS).eq("id", message.quote_id!).single();
  if (quote.error) throw quote.error;
  const stored = quote.data as StoredQuote & {
    created_at: string;
    contact_phone: string | null;
    message: string | null;
  };
  if (message.kind === "quote_confirmation") return { to: stored.contact_email, ...quoteConfirmationEmail(stored) };
  return { to: firmAddress(), ...quoteToFirmEmail(stored, siteUrl()) };
}

/**
 * Sends the due messages (only `ids`, when given) and returns what became of each. A failure is
 * logged and left for the next run; it never reaches the visitor.
 */
export async function deliverMail(db: DatabaseClient, ids?: string[]): Promise<Map<string, Outcome>> {
  const claimed = await db.rpc("claim_mail", { message_ids: ids });
  if (claimed.error) throw claimed.error;
  if ((claimed.data as OutboxMessage[]).length > 0) await refreshFirmDetails(db);
  const outcomes = new Map<string, Outcome>();
  for (const message of claimed.data as OutboxMessage[]) {
    let failure: string | null = null;
    try {
      await sendMail({ ...(await compose(db, message)), messageId: message.id });
    } catch (error) {
      if (error instanceof Withheld) {
        const withheld = await db.rpc("withhold_mail", { message_id: message.id, reason: error.reason });
        if (withheld.error) throw withheld.error;
        outcomes.set(message.id, "withheld");
        continue;
      }
      failure = error instanceof Error ? error.message : String(error);
      console.error(`Outbox message ${message.id} (${message.kind}) not sent: ${failure}`);
    }
    const settled = await db.rpc("finish_mail", { message_id: message.id, failure: failure ?? undefined });
    if (settled.error) throw settled.error;
    outcomes.set(message.id, settled.data as Outcome);
  }
  return outcomes;
}

/** The outbox messages of one lead. */
export async function messagesOf(
  db: DatabaseClient,
  lead: { quoteId: string } | { engagementId: string } | { contactRequestId: string },
): Promise<{ id: string; kind: string; status: string }[]> {
  const query = db.from("mail_outbox").select("id, kind, status");
  const result = await ("quoteId" in lead
    ? query.eq("quote_id", lead.quoteId)
    : "engagementId" in lead
      ? query.eq("engagement_id", lead.engagementId)
      : query.eq("contact_request_id", lead.contactRequestId));
  if (result.error) throw result.error;
  return result.data;
}

/**
 * Sends one message now if it is due, or, while another sender holds it, waits up to `waitMs` for
 * that sender to settle it. Whether the message has gone.
 */
export async function sendNow(db: DatabaseClient, id: string, waitMs = 20_000): Promise<boolean> {
  if ((await deliverMail(db, [id])).get(id) === "sent") return true;
  for (const started = Date.now(); ;) {
    const current = await db.from("mail_outbox").select("status").eq("id", id).single();
    if (current.error) throw current.error;
    if (current.data.status !== "sending" || Date.now() - started > waitMs) return current.data.status === "sent";
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sends a new lead's messages straight away, after the response if the runtime allows
 * (EdgeRuntime.waitUntil), so the visitor never waits on a mail server; the schedule picks up
 * whatever this does not send.
 */
export function deliverInBackground(db: DatabaseClient, ids: string[]): void {
  const work = deliverMail(db, ids).catch((error) => console.error("Outbox delivery failed:", error));
  (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(work);
}
