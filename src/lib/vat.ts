import { factValue } from "~/lib/facts";
import { formatPounds } from "~/lib/format";
import { withVat as addVat } from "~/lib/money";

/** A price before VAT with VAT at the standard rate added, to the penny. */
const includingVat = (price: number) => addVat(price, factValue("vat.standard-rate"));

/** A monthly price before VAT as a consumer pays it, with VAT at the standard rate (DMCC Act 2024). */
export const withVat = (price: number) => `${formatPounds(includingVat(price))} a month with VAT`;

/** The same, where the column already says "a month": a table of monthly prices. */
export const withVatShort = (price: number) => `${formatPounds(includingVat(price))} inc. VAT`;
