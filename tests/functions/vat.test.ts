/** The functions' copy of the standard VAT rate is the fact registry's. */
import { describe, expect, it } from "vitest";
import { factValue } from "~/lib/facts";
import { priceWithVatText, VAT_STANDARD_RATE_PERCENT } from "#kernel/vat.ts";

describe("VAT in the functions", () => {
  it("is the registry's standard rate, added to the penny", () => {
    expect(VAT_STANDARD_RATE_PERCENT).toBe(factValue("vat.standard-rate"));
    expect(priceWithVatText(97)).toBe("£116.40");
    expect(priceWithVatText(1297)).toBe("£1,556.40");
  });
});
