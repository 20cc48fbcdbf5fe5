/**
 * An access token read as GoTrue's parseJWTClaims (internal/api/auth.go) reads it: golang-jwt v5.3.1's
 * Parser.ParseWithClaims (parser.go) with WithValidMethods, into AccessTokenClaims
 * (internal/tokens/service.go), so a token GoTrue cannot use is refused here too, in golang-jwt's words.
 * The stack signs with the legacy HS256 secret only, so HS256 is the one valid method (GoTrue's
 * ApplyDefaults, internal/conf/configuration.go, makes the secret its one key).
 *
 * Steps, in ParseUnverified's order and then ParseWithClaims's: three segments; the header's
 * base64url (Go's RawURLEncoding) and JSON (encoding/json's scanner, for its syntax errors); the claims'
 * likewise; `alg` present and one golang-jwt knows; the signature's base64url; `alg` among the valid
 * methods; the HMAC; then the claims' times (exp, nbf), the failures joined with ", ".
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { type Claims, JWT_SECRET } from "../keys.ts";

export type ParsedToken = { ok: true; claims: Claims } | { ok: false; message: string };

/** The methods golang-jwt v5.3.1 registers (hmac.go, rsa.go, rsa_pss.go, ecdsa.go, ed25519.go, none.go). */
const REGISTERED = new Set([
  ...["HS", "RS", "PS", "ES"].flatMap((family) => ["256", "384", "512"].map((bits) => family + bits)),
  "EdDSA",
  "none",
]);
const VALID_METHODS = ["HS256"];

class Refused extends Error {}

export function parseAccessToken(token: string, now = Date.now()): ParsedToken {
  try {
    return { ok: true, claims: parse(token, now) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.message };
    throw e;
  }
}

function parse(token: string, now: number): Claims {
  const refuse = (message: string): never => {
    throw new Refused(message);
  };
  // splitToken: exactly two dots.
  const parts = token.split(".");
  if (parts.length !== 3) refuse("token is malformed: token contains an invalid number of segments");
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];

  const segment = (part: string, what: string): Uint8Array => {
    const decoded = decodeSegment(part);
    if (typeof decoded === "number") {
      refuse(`token is malformed: could not base64 decode ${what}: illegal base64 data at input byte ${decoded}`);
    }
    return decoded as Uint8Array;
  };
  const json = (bytes: Uint8Array, what: string): unknown => {
    const syntax = jsonSyntaxError(bytes);
    if (syntax) refuse(`token is malformed: could not JSON decode ${what}: ${syntax}`);
    return JSON.parse(new TextDecoder().decode(bytes));
  };

  const header = json(segment(headerPart, "header"), "header");
  if (header !== null && !isObject(header)) {
    refuse(
      `token is malformed: could not JSON decode header: json: cannot unmarshal ${kind(header)} into Go value of type map[string]interface {}`,
    );
  }
  const body = json(segment(claimsPart, "claim"), "claim");
  const claims = claimsOf(body, refuse);
  const alg = isObject(header) ? header.alg : undefined;
  if (typeof alg !== "string") refuse("token is unverifiable: signing method (alg) is unspecified");
  if (!REGISTERED.has(alg as string)) refuse("token is unverifiable: signing method (alg) is unavailable");
  const signature = segment(signaturePart, "signature");
  if (!VALID_METHODS.includes(alg as string)) refuse(`token signature is invalid: signing method ${alg} is invalid`);
  const expected = createHmac("sha256", JWT_SECRET).update(`${headerPart}.${claimsPart}`, "latin1").digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    refuse("token signature is invalid: signature is invalid");
  }
  // Validator.Validate (validator.go): exp, then nbf, each a NumericDate truncated to the second.
  const invalid: string[] = [];
  const seconds = (v: unknown) => Math.trunc(Number(v)) * 1000;
  if (claims.exp !== undefined && claims.exp !== null && !(now < seconds(claims.exp))) invalid.push("token is expired");
  if (claims.nbf !== undefined && claims.nbf !== null && now < seconds(claims.nbf))
    invalid.push("token is not valid yet");
  if (invalid.length) refuse(`token has invalid claims: ${invalid.join(", ")}`);
  return claims;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** encoding/json's name for a JSON value's kind in its UnmarshalTypeError. */
function kind(v: unknown): string {
  if (Array.isArray(v)) return "array";
  if (typeof v === "boolean") return "bool";
  return typeof v; // "object", "string", "number"
}

const STRING_CLAIMS = ["iss", "sub", "jti", "email", "phone", "role", "aal", "session_id", "client_id", "scope"];
const NUMERIC_DATES = ["exp", "nbf", "iat"];

/**
 * The claims decoded into AccessTokenClaims. `null` decodes to the empty claims (the struct is left as
 * it was). A field of the wrong type is refused: a NumericDate's or ClaimStrings' own UnmarshalJSON
 * stops the decoding at once (types.go), any other mismatch is kept and the first one reported at the
 * end, as encoding/json does. Keys are matched exactly (encoding/json would also take another case).
 */
function claimsOf(body: unknown, refuse: (message: string) => never): Claims {
  const prefix = "token is malformed: could not JSON decode claim: ";
  if (body === null) return {};
  if (!isObject(body)) {
    refuse(`${prefix}json: cannot unmarshal ${kind(body)} into Go value of type tokens.AccessTokenClaims`);
  }
  const claims = body as Claims;
  let saved: string | null = null;
  const mismatch = (key: string, type: string) =>
    (saved ??= `json: cannot unmarshal ${kind(claims[key])} into Go struct field AccessTokenClaims.${key} of type ${type}`);
  for (const [key, value] of Object.entries(claims)) {
    if (value === null) continue;
    if (NUMERIC_DATES.includes(key)) {
      if (typeof value === "string" && !/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value)) {
        refuse(
          `${prefix}could not parse NumericData: json: invalid number literal, trying to unmarshal ${JSON.stringify(JSON.stringify(value))} into Number`,
        );
      }
      if (typeof value !== "number" && typeof value !== "string") {
        refuse(
          `${prefix}could not parse NumericData: json: cannot unmarshal ${kind(value)} into Go value of type json.Number`,
        );
      }
    } else if (key === "aud") {
      if (typeof value !== "string" && !(Array.isArray(value) && value.every((v) => typeof v === "string"))) {
        refuse(`${prefix}invalid type for claim`);
      }
    } else if (STRING_CLAIMS.includes(key)) {
      if (typeof value !== "string") mismatch(key, "string");
    } else if (key === "is_anonymous") {
      if (typeof value !== "boolean") mismatch(key, "bool");
    } else if (key === "app_metadata" || key === "user_metadata") {
      if (!isObject(value)) mismatch(key, "map[string]interface {}");
    } else if (key === "amr") {
      if (!Array.isArray(value)) mismatch(key, "[]models.AMREntry");
    }
  }
  if (saved) refuse(prefix + saved);
  return claims;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * Go's base64.RawURLEncoding.DecodeString (encoding/base64, decodeQuantum): CR and LF skipped, any other
 * byte outside the alphabet an error at its index, a last group of one digit an error, trailing bits
 * ignored. Returns the bytes, or the index Go's CorruptInputError names.
 */
function decodeSegment(segment: string): Uint8Array | number {
  const out: number[] = [];
  let group: number[] = [];
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === "\n" || c === "\r") continue;
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) return i;
    group.push(digit);
    if (group.length === 4) {
      out.push(...bytesOf(group));
      group = [];
    }
  }
  if (group.length === 1) return segment.length - 1;
  if (group.length) out.push(...bytesOf(group));
  return new Uint8Array(out);
}

function bytesOf(group: number[]): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = group;
  const value = (a << 18) | (b << 12) | (c << 6) | d;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].slice(0, group.length - 1);
}

/**
 * encoding/json's checkValid (scanner.go), which Unmarshal runs first: the SyntaxError's message for the
 * first byte its state machine refuses, "unexpected end of JSON input" for input that stops early, or
 * null for a valid JSON value.
 */
function jsonSyntaxError(bytes: Uint8Array): string | null {
  type Step = (c: number) => string | null;
  const stack: ("key" | "value" | "array")[] = [];
  let endTop = false;
  const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
  const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
  const isHex = (c: number) => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
  const error = (c: number, context: string) => `invalid character ${quoteChar(c)} ${context}`;
  let step: Step;

  const popParseState = () => {
    stack.pop();
    if (stack.length === 0) {
      step = endOfTop;
      endTop = true;
    } else step = endValue;
  };
  const beginValueOrEmpty: Step = (c) => (isSpace(c) ? null : c === 0x5d ? endValue(c) : beginValue(c));
  const beginValue: Step = (c) => {
    if (isSpace(c)) return null;
    if (c === 0x7b) {
      step = beginStringOrEmpty;
      stack.push("key");
    } else if (c === 0x5b) {
      step = beginValueOrEmpty;
      stack.push("array");
    } else if (c === 0x22) step = inString;
    else if (c === 0x2d) step = neg;
    else if (c === 0x30) step = zero;
    else if (c === 0x74) step = literal("true", 1);
    else if (c === 0x66) step = literal("false", 1);
    else if (c === 0x6e) step = literal("null", 1);
    else if (c >= 0x31 && c <= 0x39) step = nonZero;
    else return error(c, "looking for beginning of value");
    return null;
  };
  const beginStringOrEmpty: Step = (c) => {
    if (isSpace(c)) return null;
    if (c === 0x7d) {
      stack[stack.length - 1] = "value";
      return endValue(c);
    }
    return beginString(c);
  };
  const beginString: Step = (c) => {
    if (isSpace(c)) return null;
    if (c === 0x22) {
      step = inString;
      return null;
    }
    return error(c, "looking for beginning of object key string");
  };
  const endValue: Step = (c) => {
    const n = stack.length;
    if (n === 0) {
      step = endOfTop;
      endTop = true;
      return endOfTop(c);
    }
    if (isSpace(c)) {
      step = endValue;
      return null;
    }
    const state = stack[n - 1];
    if (state === "key") {
      if (c === 0x3a) {
        stack[n - 1] = "value";
        step = beginValue;
        return null;
      }
      return error(c, "after object key");
    }
    if (state === "value") {
      if (c === 0x2c) {
        stack[n - 1] = "key";
        step = beginString;
        return null;
      }
      if (c === 0x7d) {
        popParseState();
        return null;
      }
      return error(c, "after object key:value pair");
    }
    if (c === 0x2c) {
      step = beginValue;
      return null;
    }
    if (c === 0x5d) {
      popParseState();
      return null;
    }
    return error(c, "after array element");
  };
  const endOfTop: Step = (c) => (isSpace(c) ? null : error(c, "after top-level value"));
  const inString: Step = (c) => {
    if (c === 0x22) step = endValue;
    else if (c === 0x5c) step = inStringEsc;
    else if (c < 0x20) return error(c, "in string literal");
    return null;
  };
  const inStringEsc: Step = (c) => {
    if ([0x62, 0x66, 0x6e, 0x72, 0x74, 0x5c, 0x2f, 0x22].includes(c)) step = inString;
    else if (c === 0x75) step = escU(0);
    else return error(c, "in string escape code");
    return null;
  };
  const escU =
    (seen: number): Step =>
    (c) => {
      if (!isHex(c)) return error(c, "in \\u hexadecimal character escape");
      step = seen === 3 ? inString : escU(seen + 1);
      return null;
    };
  const neg: Step = (c) => {
    if (c === 0x30) step = zero;
    else if (c >= 0x31 && c <= 0x39) step = nonZero;
    else return error(c, "in numeric literal");
    return null;
  };
  const nonZero: Step = (c) => (isDigit(c) ? null : zero(c));
  const zero: Step = (c) => {
    if (c === 0x2e) step = dot;
    else if (c === 0x65 || c === 0x45) step = exponent;
    else return endValue(c);
    return null;
  };
  const dot: Step = (c) => {
    if (!isDigit(c)) return error(c, "after decimal point in numeric literal");
    step = dotDigits;
    return null;
  };
  const dotDigits: Step = (c) => {
    if (isDigit(c)) return null;
    if (c === 0x65 || c === 0x45) {
      step = exponent;
      return null;
    }
    return endValue(c);
  };
  const exponent: Step = (c) => {
    if (c === 0x2b || c === 0x2d) {
      step = exponentSign;
      return null;
    }
    return exponentSign(c);
  };
  const exponentSign: Step = (c) => {
    if (!isDigit(c)) return error(c, "in exponent of numeric literal");
    step = exponentDigits;
    return null;
  };
  const exponentDigits: Step = (c) => (isDigit(c) ? null : endValue(c));
  const literal =
    (word: string, at: number): Step =>
    (c) => {
      const expected = word.charCodeAt(at);
      if (c !== expected) return error(c, `in literal ${word} (expecting ${quoteChar(expected)})`);
      step = at === word.length - 1 ? endValue : literal(word, at + 1);
      return null;
    };

  step = beginValue;
  for (const c of bytes) {
    const refused = step(c);
    if (refused) return refused;
  }
  // scanner.eof: a space completes a number at the end; anything else unfinished is an early end.
  if (endTop) return null;
  const refused = step(0x20);
  if (refused) return refused;
  return endTop ? null : "unexpected end of JSON input";
}

/** encoding/json's quoteChar: the byte as strconv.Quote writes it as a rune, in single quotes. */
function quoteChar(c: number): string {
  if (c === 0x27) return "'\\''";
  if (c === 0x22) return "'\"'";
  return `'${quoteRune(c)}'`;
}

/** strconv.Quote's escaping of one rune below U+0100: printable ones as they are (unicode.IsPrint). */
function quoteRune(c: number): string {
  const escapes: Record<number, string> = { 7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v" };
  if (c === 0x5c) return "\\\\";
  if (c >= 0x20 && c < 0x7f) return String.fromCharCode(c);
  if (escapes[c]) return escapes[c]!;
  if (c < 0x20 || c === 0x7f) return `\\x${c.toString(16).padStart(2, "0")}`;
  // U+0080–U+009F are controls, U+00A0 a space that is not ASCII's, U+00AD a format character: not printable.
  if (c < 0xa0 || c === 0xa0 || c === 0xad) return `\\u${c.toString(16).padStart(4, "0")}`;
  return String.fromCharCode(c);
}
