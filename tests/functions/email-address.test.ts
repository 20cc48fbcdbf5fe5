/**
 * The one rule every form and function applies to an e-mail address (kernel/schemas/email-address.ts),
 * through each schema that takes one, so a form and its function can never differ on an address.
 */
import { describe, expect, it } from "vitest";
import { contactFormSchema } from "#kernel/schemas/contact-request.ts";
import { emailAddress, MAX_EMAIL_LENGTH } from "#kernel/schemas/email-address.ts";
import { quoteFormSchema } from "#kernel/schemas/quote-request.ts";
import { staffInvitationSchema } from "#kernel/schemas/staff-change.ts";

const atLength = (length: number) => `${"a".repeat(length - "@example.test".length)}@example.test`;

describe("an e-mail address", () => {
  const address = emailAddress("Enter a valid e-mail address");

  it("is taken without the spaces around it", () => {
    expect(address.parse("  ada@example.test ")).toBe("ada@example.test");
  });

  it(`is refused with the field's own message when not an address or over ${MAX_EMAIL_LENGTH} characters`, () => {
    for (const wrong of ["ada", "ada@", atLength(MAX_EMAIL_LENGTH + 1), ""]) {
      const result = address.safeParse(wrong);
      expect(result.success, wrong).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Enter a valid e-mail address");
    }
    expect(address.safeParse(atLength(MAX_EMAIL_LENGTH)).success).toBe(true);
  });

  it("is the same rule in the quote, the contact form and a staff invitation", () => {
    const emailOf = (schema: { shape: { email: { safeParse: (value: unknown) => { success: boolean } } } }) =>
      [" ada@example.test ", atLength(MAX_EMAIL_LENGTH + 1)].map(
        (value) => schema.shape.email.safeParse(value).success,
      );
    for (const schema of [quoteFormSchema, contactFormSchema, staffInvitationSchema])
      expect(emailOf(schema as never)).toEqual([true, false]);
  });
});
