/**
 * The JWT secret and API keys `supabase start` uses, so one `.env` works against both stacks.
 * They are public demo values: never use them for a real project.
 */
import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
/** The newer opaque keys `supabase start` also prints; the gateway swaps them for the JWTs above. */
export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
/** The signing secret of this stack's Resend webhook (its copy of Resend signs, resend-events checks). */
export const RESEND_WEBHOOK_SECRET = `whsec_${btoa("local stack: resend webhook signing secret")}`;

const secret = new TextEncoder().encode(JWT_SECRET);

export type Claims = JWTPayload & { role?: string; [k: string]: unknown };

export async function signJwt(claims: Claims): Promise<string> {
  return await new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret);
}

export type Verified = { ok: true; claims: Claims } | { ok: false; expired: boolean; message: string };

export async function verifyJwt(token: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    return { ok: true, claims: payload as Claims };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, expired: true, message: "JWT expired" };
    if (e instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, expired: false, message: "JWSError JWSInvalidSignature" };
    }
    if (e instanceof errors.JWSInvalid || e instanceof errors.JWTInvalid) {
      return { ok: false, expired: false, message: "JWSError (CompactDecodeError Invalid number of parts)" };
    }
    return { ok: false, expired: false, message: (e as Error).message };
  }
}

export const isOpaqueKey = (key: string) => key.startsWith("sb_publishable_") || key.startsWith("sb_secret_");
export const isSecretKey = (key: string) => key === SECRET_KEY || key === SERVICE_ROLE_KEY;

/** Replaces an opaque publishable/secret key with the JWT it stands for, as the gateway does. */
export function keyToJwt(key: string): string {
  if (key === PUBLISHABLE_KEY) return ANON_KEY;
  if (key === SECRET_KEY) return SERVICE_ROLE_KEY;
  return key;
}
