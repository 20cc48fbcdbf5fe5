import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formDataRetry, retryWithSchedule, thankYouRetry } from "./retry";

describe("the spec's schedules", () => {
  it("waits 1.5 s × the attempt number for the quote form's data, 4 attempts in all", () => {
    expect(formDataRetry.maxAttempts).toBe(4);
    expect([1, 2, 3].map(formDataRetry.delay)).toEqual([1500, 3000, 4500]);
  });

  it("waits 1 s, then 1.5× longer each time, for the thank-you page's quote, 5 attempts in all", () => {
    expect(thankYouRetry.maxAttempts).toBe(5);
    expect([1, 2, 3, 4].map(thankYouRetry.delay)).toEqual([1000, 1500, 2250, 3375]);
  });
});

describe("retryWithSchedule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("retries on the schedule and stops at the first success", async () => {
    const task = vi
      .fn()
      .mockRejectedValueOnce(new Error("one"))
      .mockRejectedValueOnce(new Error("two"))
      .mockResolvedValue("done");
    const attempts: number[] = [];
    const result = retryWithSchedule(task, { ...formDataRetry, onAttempt: (n) => attempts.push(n) });

    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("done");
    expect(attempts).toEqual([1, 2, 3]);
  });

  it("gives up after the last attempt with the last error, having waited 1 + 1.5 + 2.25 + 3.375 s", async () => {
    const task = vi.fn().mockImplementation(async (attempt: number) => {
      throw new Error(`failure ${attempt}`);
    });
    const outcome = retryWithSchedule(task, thankYouRetry).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(8124);
    expect(task).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(5);
    expect(((await outcome) as Error).message).toBe("failure 5");
  });

  it("stops waiting when aborted", async () => {
    const controller = new AbortController();
    const task = vi.fn().mockRejectedValue(new Error("down"));
    const outcome = retryWithSchedule(task, { ...thankYouRetry, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error("left the page"));
    expect(((await outcome) as Error).message).toBe("left the page");
    expect(task).toHaveBeenCalledTimes(1);
  });
});
