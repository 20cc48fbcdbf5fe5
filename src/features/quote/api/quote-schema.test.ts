import { quoteFormSchema } from "#kernel/schemas/quote-request.ts";
import { describe, expect, it } from "vitest";

const required = {
  firstName: "Amara",
  lastName: "Okafor",
  email: "amara@example.test",
  revenue: "Under £50,000",
  industry: "Retail",
  package: "Insights",
};

const firstError = (input: Record<string, unknown>) => quoteFormSchema.safeParse(input).error?.issues[0]?.message;

describe("the quote form's optional phone and message", () => {
  it("may be left out or empty", () => {
    expect(quoteFormSchema.safeParse(required).success).toBe(true);
    expect(quoteFormSchema.safeParse({ ...required, phone: "", message: "" }).success).toBe(true);
  });

  it.each(["07700 900123", "+44 20 7946 0321", "(020) 7946-0321", "+353 1 234 5678"])(
    "accepts the phone number %s",
    (phone) => {
      expect(quoteFormSchema.safeParse({ ...required, phone }).success).toBe(true);
    },
  );

  it.each(["call me", "123", "07700 900123 ext 4", "https://evil.example", "+44 20 7946 0321 0000 0000 00"])(
    "refuses %j as a phone number",
    (phone) => {
      expect(firstError({ ...required, phone })).toMatch(/phone number/i);
    },
  );

  it("takes a message of up to 1,000 characters", () => {
    expect(quoteFormSchema.safeParse({ ...required, message: "x".repeat(1000) }).success).toBe(true);
    expect(firstError({ ...required, message: "x".repeat(1001) })).toBe(
      "Your message must be 1,000 characters or fewer",
    );
  });
});
