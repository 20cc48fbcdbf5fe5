/**
 * pg_cron's scheduler and pg_net's worker, as a hosted project runs them: every second, the jobs
 * in cron.job that are due run their SQL (as pg_cron runs a job, in its own transaction), and the
 * HTTP requests that SQL queued in net.http_request_queue are sent, their answers kept in
 * net._http_response. Schedules are pg_cron's: '[1-59] seconds' or five cron fields.
 */
import type { Db } from "./types.ts";

interface Job {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | string | null;
  timeout_milliseconds: number;
}

/** Whether one cron field (`*`, `*\/n`, `a-b`, `a,b`, `n`) matches a value. */
function fieldMatches(field: string, value: number): boolean {
  return field.split(",").some((part) => {
    const [range, stepText] = part.split("/");
    const step = stepText ? Number(stepText) : 1;
    if (range === "*") return value % step === 0;
    const [from, to] = range!.split("-").map(Number);
    return value >= from! && value <= (to ?? from!) && (value - from!) % step === 0;
  });
}

/** Whether a job with this schedule is due at `now`, having last run at `lastRun` (ms). */
export function isDue(schedule: string, now: Date, lastRun: number | undefined): boolean {
  const seconds = /^(\d+) seconds?$/.exec(schedule.trim());
  if (seconds) return lastRun === undefined || now.getTime() - lastRun >= Number(seconds[1]) * 1000;
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  if (lastRun !== undefined && lastRun >= minuteStart) return false;
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  return (
    fieldMatches(minute, now.getUTCMinutes()) &&
    fieldMatches(hour, now.getUTCHours()) &&
    fieldMatches(day, now.getUTCDate()) &&
    fieldMatches(month, now.getUTCMonth() + 1) &&
    fieldMatches(weekday, now.getUTCDay())
  );
}

async function runDueJobs(db: Db, lastRuns: Map<string, number>, log: (m: string) => void) {
  const jobs = await db.query<Job>("select jobid::text, jobname, schedule, command from cron.job where active");
  const now = new Date();
  for (const job of jobs) {
    if (!isDue(job.schedule, now, lastRuns.get(job.jobid))) continue;
    lastRuns.set(job.jobid, now.getTime());
    let status = "succeeded";
    let message = "";
    try {
      await db.transaction((sql) => sql.exec(job.command));
    } catch (error) {
      status = "failed";
      message = (error as Error).message;
      log(`cron job ${job.jobname ?? job.jobid} failed: ${message}`);
    }
    await db.run(
      "insert into cron.job_run_details (jobid, command, status, return_message, start_time, end_time) values ($1, $2, $3, $4, $5, now())",
      [job.jobid, job.command, status, message, now.toISOString()],
    );
  }
}

async function sendQueuedRequests(db: Db, log: (m: string) => void) {
  const queued = await db.query<QueuedRequest>(
    "delete from net.http_request_queue returning id::text, method, url, headers, body, timeout_milliseconds",
  );
  await Promise.all(
    queued.map(async (request) => {
      const body =
        typeof request.body === "string"
          ? request.body
          : request.body
            ? new TextDecoder().decode(request.body)
            : undefined;
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers ?? {},
          body,
          signal: AbortSignal.timeout(request.timeout_milliseconds),
        });
        const content = await response.text();
        await db.run(
          "insert into net._http_response (id, status_code, content_type, headers, content, timed_out) values ($1, $2, $3, $4, $5, false)",
          [
            request.id,
            response.status,
            response.headers.get("content-type"),
            JSON.stringify(Object.fromEntries(response.headers)),
            content,
          ],
        );
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        log(`pg_net request ${request.id} to ${request.url} failed: ${(error as Error).message}`);
        await db.run("insert into net._http_response (id, timed_out, error_msg) values ($1, $2, $3)", [
          request.id,
          timedOut,
          (error as Error).message,
        ]);
      }
    }),
  );
}

/** Starts the scheduler; the returned function stops it after the tick under way. */
export function startScheduler(db: () => Db, log: (m: string) => void): () => Promise<void> {
  const lastRuns = new Map<string, number>();
  let stopped = false;
  let tick: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    tick = tick.then(async () => {
      if (stopped) return;
      try {
        await runDueJobs(db(), lastRuns, log);
        await sendQueuedRequests(db(), log);
      } catch (error) {
        log(`scheduler: ${(error as Error).message}`);
      }
    });
  }, 1000);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await tick;
  };
}
