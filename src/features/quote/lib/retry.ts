/**
 * Retrying with the spec's schedules (section 9, "Quote flow timing"):
 * - the quote form's data: up to 3 retries (4 attempts), waiting 1,500 ms × the attempt number;
 * - the thank-you page's quote: at most 5 attempts, 1 s before the second, growing 1.5× each time.
 */
export type DelaySchedule = (failedAttempts: number) => number;

export const formDataRetry = { maxAttempts: 4, delay: ((failed) => 1500 * failed) satisfies DelaySchedule };
export const thankYouRetry = {
  maxAttempts: 5,
  delay: ((failed) => 1000 * 1.5 ** (failed - 1)) satisfies DelaySchedule,
};

export interface RetryOptions {
  maxAttempts: number;
  delay: DelaySchedule;
  /** Told the number of each attempt as it starts (1-based). */
  onAttempt?: (attempt: number) => void;
  /** Told of each failure before the wait. */
  onFailure?: (attempt: number, error: unknown) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Runs `task` until it succeeds or `maxAttempts` have failed; rethrows the last error. */
export async function retryWithSchedule<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    options.onAttempt?.(attempt);
    try {
      return await task(attempt);
    } catch (error) {
      options.onFailure?.(attempt, error);
      if (attempt >= options.maxAttempts || options.signal?.aborted) throw error;
      await wait(options.delay(attempt), options.signal);
    }
  }
}
