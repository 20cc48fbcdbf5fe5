/**
 * Sample data: what stands in for the firm's own until it gives it. Every fictional firm detail,
 * person, testimonial, success story and marketing figure is wrapped in `sample()`, so that
 * `npm run launch:check` lists what remains and where it shows, and the production deploy refuses
 * while any does (README, "Before launch"). Publishing invented reviews or results as real is
 * banned (Digital Markets, Competition and Consumers Act 2024, from 6 April 2025).
 *
 * To replace one, replace the whole call with the firm's own value:
 * `phone: sample("firm detail", "020 7946 0321")` becomes `phone: "020 3…"`.
 */
export type SampleKind = "firm detail" | "person" | "testimonial" | "success story" | "marketing figure";

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
