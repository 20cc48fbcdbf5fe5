import { factValue } from "~/lib/facts";
import { formatPounds } from "~/lib/format";

/** A monthly price before VAT as a consumer pays it, with VAT at the standard rate (DMCC Act 2024). */
export const withVat = (price: number) =>
  `${formatPounds(Math.round(price * (100 + factValue("vat.standard-rate"))) / 100)} a month with VAT`;
