/**
 * invokeFunction's types come from the functions' contracts (#kernel/functions.ts): these cases are
 * checked by `tsc` (npm run typecheck). A `@ts-expect-error` that stops being an error, because a
 * wrong body or a misread answer compiles again, fails the type check.
 */
import { describe, expectTypeOf, it } from "vitest";
import { invokeFunction } from "./functions";

const quoteId = "6f1c1f4e-8a4b-4c8e-9d57-1b2f3c4d5e6f";

describe("invokeFunction's types", () => {
  it("take a function's own body", () => {
    expectTypeOf(invokeFunction<"send-quote-confirmation">).toBeCallableWith("send-quote-confirmation", { quoteId });
    expectTypeOf(invokeFunction<"deliver-mail">).toBeCallableWith("deliver-mail", {});
    expectTypeOf(invokeFunction<"manage-staff">).toBeCallableWith("manage-staff", {
      action: "remove",
      userId: quoteId,
    });
  });

  it("refuse a wrong body, a missing field, another function's body and an unknown function", () => {
    const confirm = invokeFunction<"send-quote-confirmation">;
    const staff = invokeFunction<"manage-staff">;
    // @ts-expect-error: send-quote-confirmation takes { quoteId }.
    expectTypeOf(confirm).toBeCallableWith("send-quote-confirmation", { id: quoteId });
    // @ts-expect-error: quoteId is a string.
    expectTypeOf(confirm).toBeCallableWith("send-quote-confirmation", { quoteId: 1 });
    // @ts-expect-error: a staff change names its action.
    expectTypeOf(staff).toBeCallableWith("manage-staff", { userId: quoteId });
    // @ts-expect-error: an action manage-staff does not have.
    expectTypeOf(staff).toBeCallableWith("manage-staff", { action: "promote", userId: quoteId });
    // @ts-expect-error: submit-contact's body is a contact request, not a quote confirmation.
    expectTypeOf(invokeFunction<"submit-contact">).toBeCallableWith("submit-contact", { quoteId });
    // @ts-expect-error: there is no such function.
    expectTypeOf(invokeFunction).toBeCallableWith("send-invoice", {});
  });

  it("give the answer the function gives, and no other", () => {
    expectTypeOf(invokeFunction<"send-quote-confirmation">).returns.resolves.toEqualTypeOf<{
      success: true;
      sent: boolean;
    }>();
    expectTypeOf(invokeFunction<"submit-quote">).returns.resolves.toEqualTypeOf<{
      success: true;
      data: { id: string };
    }>();
    async function misread() {
      const answer = await invokeFunction("send-quote-confirmation", { quoteId });
      // @ts-expect-error: the function answers `sent`, never `alreadySent`.
      return answer.alreadySent;
    }
    expectTypeOf(misread).toBeFunction();
  });
});
