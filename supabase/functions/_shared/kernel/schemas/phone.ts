/**
 * A telephone number as a form field accepts it, in any usual writing (07700 900123,
 * +44 20 7946 0321): digits, spaces, brackets, hyphens and a leading +, 7 to 15 digits. Empty
 * means none given; a form that needs a number says so itself (contact-request.ts).
 */
import { z } from "../zod.ts";

const PHONE = /^\+?[0-9()][0-9 ()-]*[0-9]$/;

export const MAX_PHONE_LENGTH = 25;

export const phoneMessages = {
  tooLong: `Phone number must be ${MAX_PHONE_LENGTH} characters or fewer`,
  format: "Please enter a phone number using digits, spaces and a leading + only",
} as const;

export const phoneNumber = z
  .string()
  .trim()
  .max(MAX_PHONE_LENGTH, { error: phoneMessages.tooLong })
  .refine(
    (value) =>
      value === "" ||
      (PHONE.test(value) && value.replace(/\D/g, "").length >= 7 && value.replace(/\D/g, "").length <= 15),
    { error: phoneMessages.format },
  );
