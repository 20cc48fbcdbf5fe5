/**
 * The firm's details (decision 021): each rule refuses what cannot be the firm's own and keeps what a
 * firm writes; the phone's tel: link comes from the phone as written; statements name details.
 * tests/integration/staff/firm-details.test.ts runs the same corpus through the database's rules.
 */
import { describe, expect, it } from "vitest";
import {
  FIRM_DETAIL_FIELDS,
  firmDetailProblem,
  firmDetailsFromRows,
  firmDetailsSchema,
  fillStatement,
  phoneE164,
  sampleFirmDetails,
} from "#kernel/firm-details.ts";
import { applyFirmDetails, firm, registrationStatement, sraStatement } from "#kernel/firm.ts";
import { FIRM_DETAIL_CORPUS } from "./firm-details-corpus";

describe("the firm's details", () => {
  it.each(FIRM_DETAIL_CORPUS)("$format %#: “$value” is accepted: $accepted", ({ format, value, accepted }) => {
    expect(firmDetailProblem(format, value) === null).toBe(accepted);
  });

  it("starts from sample values that meet every rule", () => {
    expect(firmDetailsSchema.safeParse(sampleFirmDetails).success).toBe(true);
    // Every detail has one field in the staff area's form, and every field a starting value.
    expect(FIRM_DETAIL_FIELDS.map((field) => field.key).sort()).toEqual(Object.keys(sampleFirmDetails).sort());
  });

  it("says what is wrong in words a practice manager can act on", () => {
    expect(firmDetailProblem("phone", "call us")).toBe(
      "Enter a UK phone number that can be dialled, like 020 7946 0321.",
    );
    expect(firmDetailProblem("statement", "{legalName} is regulated ({nonsense})")).toBe(
      "{nonsense} is not a detail a statement can name.",
    );
    expect(firmDetailProblem("text", " Elmstead")).toBe("Remove the spaces at the start or end.");
  });

  it("derives the tel: link from the phone as the firm writes it", () => {
    expect(phoneE164("020 7946 0321")).toBe("+442079460321");
    expect(phoneE164("+44 (0)20 7946 0321")).toBe("+442079460321");
    expect(phoneE164("07700 900123")).toBe("+447700900123");
    expect(phoneE164("call us")).toBe("");
  });

  it("fills a statement's details and puts the details in force for every reader", () => {
    const details = firmDetailsFromRows([
      { key: "legalName", value: "Hartley & Co LLP" },
      { key: "sraNumber", value: "654321" },
      { key: "phone", value: "0161 496 0000" },
      { key: "unknownKey", value: "ignored" },
    ]);
    expect(fillStatement(details.sraStatement, details)).toBe(
      "Hartley & Co LLP is authorised and regulated by the Solicitors Regulation Authority (SRA number 654321) for its legal services.",
    );
    try {
      applyFirmDetails(details);
      expect(firm.phone).toEqual({ display: "0161 496 0000", e164: "+441614960000" });
      expect(sraStatement).toContain("Hartley & Co LLP");
      expect(registrationStatement).toMatch(/^Hartley & Co LLP is registered in England and Wales/);
    } finally {
      applyFirmDetails(sampleFirmDetails);
    }
    expect(firm.legalName).toBe("Elmstead Partners LLP");
  });
});
