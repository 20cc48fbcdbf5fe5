/**
 * A price as the staff area's form takes it: pounds a month before VAT, whole or with pence, up to
 * £100,000 (the database's own limits); empty for custom pricing, agreed with each client.
 */
import { z } from "#kernel/zod.ts";
import { pricesCopy } from "./copy";

const PRICE = /^[0-9]{1,6}(\.[0-9]{1,2})?$/;

export const priceInputSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || (PRICE.test(value) && Number(value) > 0 && Number(value) <= 100_000), {
    error: pricesCopy.invalid,
  });

/** The price a field's text stands for: null for custom pricing. */
export const priceFromInput = (value: string): number | null => (value.trim() === "" ? null : Number(value.trim()));

/** A price as the field shows it: whole pounds without pence, else two places. */
export const inputFromPrice = (price: number | null): string =>
  price === null ? "" : Number.isInteger(price) ? String(price) : price.toFixed(2);
