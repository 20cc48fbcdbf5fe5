/**
 * The one reader of a function's JSON body (http.ts: endpoint): at most 64 KB, nested no deeper than
 * any form, and free of text Postgres cannot store. Nothing here recurses, so no body's shape can
 * exhaust the call stack; a refusal is a 4xx with its code, before anything is counted or written.
 */
import { HttpError } from "./http-error.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper than any form's body (the deepest is 3): a body nested past it is refused unread. */
export const MAX_JSON_DEPTH = 16;

/**
 * How deeply a JSON text nests its arrays and objects, counted in one pass without recursion (so a
 * body of ten thousand nested brackets costs a loop, not the stack), brackets inside strings aside.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 92 /* backslash: the next character is escaped */) index++;
      else if (character === 34 /* " */) inString = false;
    } else if (character === 34) inString = true;
    else if (character === 91 /* [ */ || character === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (character === 93 /* ] */ || character === 125 /* } */) depth--;
  }
  return deepest;
}

export async function readJson(request: Request): Promise<unknown> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) throw new HttpError(413, "The request is too large.");
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, "The request is too large.");
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH)
    throw new HttpError(400, `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, "invalid_json");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body must be valid JSON.", "invalid_json");
  }
}

/** A NUL byte, which Postgres cannot store in text, or half of a UTF-16 surrogate pair, which is no character at all. */
// deno-lint-ignore no-control-regex -- the NUL byte is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether any string in a parsed JSON body, key or value, holds text no table can store. A walk
 * with its own stack rather than recursion, so no body's shape can exhaust the call stack.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) for (const child of item) pending.push(child);
    else if (item && typeof item === "object")
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
  }
  return false;
}
