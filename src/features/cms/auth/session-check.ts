/**
 * A signed-in browser holds a token the database accepts until it expires (within the hour), even
 * after its session has ended elsewhere: "Sign out everywhere" on another device, the session's
 * time limit, or the account being removed. The staff area asks Auth whether its session still
 * exists when it opens, every few minutes, and whenever its tab comes back into view, and signs out
 * here as soon as Auth says it does not. Being offline is not a reason to sign out.
 */
export const SESSION_CHECK_EVERY_MS = 5 * 60_000;

export interface SessionCheckOptions {
  /** Resolves to false only when Auth has answered that the session is gone. */
  stillValid: () => Promise<boolean>;
  onEnded: () => void;
  everyMs?: number;
  target?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
}

export function watchSessionValidity({
  stillValid,
  onEnded,
  everyMs = SESSION_CHECK_EVERY_MS,
  target = document,
}: SessionCheckOptions): () => void {
  let stopped = false;
  let checking = false;
  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    try {
      if (!(await stillValid()) && !stopped) {
        stop();
        onEnded();
      }
    } finally {
      checking = false;
    }
  };
  const onVisible = () => {
    if (target.visibilityState === "visible") void check();
  };
  const timer = setInterval(() => void check(), everyMs);
  target.addEventListener("visibilitychange", onVisible);
  void check();
  function stop() {
    stopped = true;
    clearInterval(timer);
    target.removeEventListener("visibilitychange", onVisible);
  }
  return stop;
}

/** auth-js's answer to getUser: the session is gone when Auth refuses the token (401 or 403). */
export function sessionEnded(error: { status?: number } | null): boolean {
  return error?.status === 401 || error?.status === 403;
}
