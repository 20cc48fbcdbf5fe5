import { soleTraderYear } from "../figures.ts";

/** The main worked example (page 10), used wherever the guide quotes Jas's figures. */
export const jas = soleTraderYear(38_000, 6_000);
