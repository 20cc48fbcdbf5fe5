/**
 * The contact page's form: one schema for the browser form and the submit-contact function, so
 * the messages and the limits are the same on both sides. A call back needs a number to ring and
 * a time that suits, within the firm's opening hours (firm.openingHours).
 */
import { z } from "../zod.ts";
import { emailAddress } from "./email-address.ts";
import { honeypotShape } from "./honeypot.ts";
import { personName } from "./person-name.ts";
import { phoneNumber } from "./phone.ts";
import { CALL_BACK_TIMES, type CallBackTime } from "./contact-constants.ts";
import { formatNumber } from "../en-gb.js";

const callBackTimes = Object.keys(CALL_BACK_TIMES) as [CallBackTime, ...CallBackTime[]];

export const MAX_CONTACT_MESSAGE_LENGTH = 2000;

export const contactMessages = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
  message: "Please tell us how we can help",
  messageTooLong: `Your message must be ${formatNumber(MAX_CONTACT_MESSAGE_LENGTH)} characters or fewer`,
  phoneForCallBack: "Please give a phone number for us to call you back on",
  callBackTime: "Please choose when suits you for a call back",
} as const;

const email = emailAddress(contactMessages.email);

const fields = {
  name: personName("Name", contactMessages.name),
  email,
  phone: phoneNumber.optional(),
  message: z
    .string({ error: contactMessages.message })
    .trim()
    .min(1, { error: contactMessages.message })
    .max(MAX_CONTACT_MESSAGE_LENGTH, { error: contactMessages.messageTooLong }),
  callBack: z.boolean().optional(),
  callBackTime: z.enum(callBackTimes, { error: contactMessages.callBackTime }).nullish(),
};

/** A call back asked for needs a phone number and a time. */
function callBackNeedsPhoneAndTime(
  form: { callBack?: boolean | undefined; phone?: string | undefined; callBackTime?: CallBackTime | null | undefined },
  context: z.RefinementCtx,
): void {
  if (!form.callBack) return;
  if (!form.phone) context.addIssue({ code: "custom", path: ["phone"], message: contactMessages.phoneForCallBack });
  if (!form.callBackTime)
    context.addIssue({ code: "custom", path: ["callBackTime"], message: contactMessages.callBackTime });
}

/** What a visitor fills in. */
export const contactFormSchema = z.object(fields).superRefine(callBackNeedsPhoneAndTime);

export type ContactForm = z.infer<typeof contactFormSchema>;

/** What the browser sends: the form and a honeypot field that people leave empty. */
export const contactRequestSchema = z
  .object({ ...fields, ...honeypotShape })
  .strict()
  .superRefine(callBackNeedsPhoneAndTime);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
