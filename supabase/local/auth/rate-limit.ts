/**
 * GoTrue's per-address limits (internal/api/apilimiter): a token bucket per client address for each
 * kind of request, holding at most 30 requests and refilled at the rate `[auth.rate_limit]` sets per
 * five minutes. The address is the one the platform vouches for (CF-Connecting-IP, which the local
 * gateway sets from the connection); with none, GoTrue applies no limit, and neither does this.
 */
const BURST = 30;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

export interface RequestLimits {
  /** POST /token, every grant: `token_refresh` (GoTrue's RateLimitTokenRefresh). */
  token: number;
  /** GET and POST /verify: `token_verifications` (RateLimitVerify). */
  verify: number;
  /**
   * POST /signup, POST /recover and PUT /user: `sign_in_sign_ups` (RateLimitOtp), each its own bucket, as
   * GoTrue's limiters Signups, Recover and User (apilimiter.go) are.
   */
  signups: number;
  recover: number;
  user: number;
  /** POST /factors/{id}/challenge and /verify, each its own bucket: GoTrue's MFA limit, 15 a minute. */
  factorChallenge: number;
  factorVerify: number;
}

/** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY's default, 15 a minute, as a five-minute rate. */
export const MFA_PER_FIVE_MINUTES = 15 * 5;

export class RequestLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: RequestLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from the address's bucket for this kind; false when the bucket is empty. */
  take(kind: keyof RequestLimits, address: string | null): boolean {
    if (!address) return true;
    const key = `${kind} ${address}`;
    const now = this.now();
    const perMs = this.limits[kind] / FIVE_MINUTES_MS;
    const bucket = this.buckets.get(key) ?? { tokens: BURST, at: now };
    const tokens = Math.min(BURST, bucket.tokens + (now - bucket.at) * perMs);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }
}
