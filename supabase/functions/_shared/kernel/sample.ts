/**
 * Sample data and unconfirmed claims: what stands in for the firm's own until it gives it, and
 * what the site says about the firm that only the firm can confirm. Every fictional firm detail,
 * person, testimonial, success story and marketing figure, and every claim of regulation or
 * membership, price or commercial term, service promise and track record is wrapped in `sample()`, so that
 * `npm run launch:check` lists what remains and where it shows, and the production deploy refuses
 * while any does (README, "Before launch"). Publishing invented reviews or results as real is
 * banned (Digital Markets, Competition and Consumers Act 2024, from 6 April 2025).
 *
 * To replace one, replace the whole call with the firm's own value:
 * `fee: sample("price", "£1,250")` becomes `fee: "£1,300"`; a claim the firm confirms as written
 * keeps its words and loses the call. The firm's details are data: replaced or confirmed in the
 * staff area (decision 021).
 */
export type SampleKind =
  | "firm detail"
  | "person"
  | "testimonial"
  | "success story"
  | "marketing figure"
  /** A body that regulates the firm, or one it belongs to, named with what it covers. */
  | "regulation"
  /** A price or commercial term a visitor could hold the firm to. */
  | "price"
  /** How soon or how the firm will answer or act. */
  | "service promise"
  /** Experience, volume of work or what the firm "sees": true only if the firm's record bears it out. */
  | "track record";

export interface SampleRecord {
  kind: SampleKind;
  value: unknown;
  /** Where the call was made, for the launch check's listing. */
  stack: string;
}

let observer: ((record: SampleRecord) => void) | null = null;

/** The launch check's hook: called for every `sample()` evaluated after it is set. */
export function observeSamples(next: ((record: SampleRecord) => void) | null): void {
  observer = next;
}

/** Marks a value as sample data; returns it unchanged. */
export function sample<const T>(kind: SampleKind, value: T): T {
  observer?.({ kind, value, stack: new Error().stack ?? "" });
  return value;
}
