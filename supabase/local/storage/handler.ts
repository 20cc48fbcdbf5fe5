/**
 * /storage/v1: buckets and objects as Supabase Storage serves them. Bucket and object rows are read
 * and written under the caller's role (storage policies in the migrations decide); file bytes live in
 * <data dir>/storage/<object id>. Errors use Storage's shape: HTTP 400 (or 500) with the real status in
 * `statusCode`.
 */
import { createHash } from "node:crypto";
import type { Db, Sql } from "../db/types.ts";
import { PgError } from "../db/types.ts";
import type { Caller } from "../request-auth.ts";
import { jwtVerify } from "jose";
import { type Claims, JWT_SECRET, signJwt } from "../keys.ts";
import type { ProjectConfig } from "../project-config.ts";
import { parseMultipart } from "./multipart.ts";

type Authorised = Extract<Caller, { ok: true }>;

export interface StorageContext {
  db: Db;
  config: ProjectConfig;
  /** Folder where object bytes are kept. */
  dir: string;
}

class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status when Storage answers with one of its own (withStatusCode); else 400, or 500. */
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

const E = {
  noSuchBucket: () => new StorageError("404", "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError("404", "NoSuchKey", "not_found", "Object not found"),
  // src/internal/errors/codes.ts: a unique violation is ResourceAlreadyExists, which creating an
  // object (createObject) or a bucket (createBucket, src/storage/database/pg.ts) names more exactly.
  duplicate: () => new StorageError("409", "ResourceAlreadyExists", "Duplicate", "The resource already exists"),
  keyExists: () => new StorageError("409", "KeyAlreadyExists", "Duplicate", "The resource already exists"),
  bucketExists: () => new StorageError("409", "BucketAlreadyExists", "Duplicate", "The resource already exists"),
  relatedNotFound: () =>
    new StorageError("404", "InvalidRequest", "InvalidRequest", "The related resource does not exist"),
  denied: (message = "new row violates row-level security policy") =>
    new StorageError("403", "AccessDenied", "Unauthorized", message),
  invalidBucket: () => new StorageError("400", "InvalidBucketName", "Invalid Input", "Bucket name invalid"),
  invalidKey: (key: string) => new StorageError("400", "InvalidKey", "InvalidKey", `Invalid key: ${key}`),
  missing: (p: string) =>
    new StorageError("400", "MissingParameter", "MissingParameter", `Missing Required Parameter ${p}`),
  tooLarge: () =>
    new StorageError("413", "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  mime: (t: string) =>
    new StorageError("415", "InvalidMimeType", "invalid_mime_type", `mime type ${t} is not supported`),
  notEmpty: () =>
    new StorageError("409", "ResourceNotEmpty", "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  invalidSignature: (m = "Invalid signature") => new StorageError("400", "InvalidSignature", "InvalidSignature", m),
  invalidJwt: (m: string) => new StorageError("400", "InvalidJWT", "InvalidJWT", m),
  invalidParameter: (p: string) =>
    new StorageError("400", "InvalidParameter", "InvalidParameter", `Invalid Parameter ${p}`),
  /**
   * A request Storage's route schema refuses: Fastify's validation error (its message as Fastify's
   * defaultSchemaErrorFormatter writes it, a plain Error) through Storage's error handler
   * (src/http/error-handler.ts), code InvalidRequest.
   */
  validation: (m: string) => new StorageError("400", "InvalidRequest", "Error", m),
  /** A route hosted Storage serves that the local stack lacks (docs/local-stack.md, "Not implemented"). */
  notImplemented: (what: string) =>
    new StorageError("501", "NotImplemented", "not_implemented", `${what} are not implemented by the local stack`, 501),
};

function fromPg(e: unknown): unknown {
  if (!(e instanceof PgError)) return e;
  if (e.code === "42501")
    return E.denied(
      e.message.includes("row-level security") ? "new row violates row-level security policy" : e.message,
    );
  if (e.code === "23505") return E.duplicate();
  // storage-api's DBError.fromDBError (src/storage/database/errors.ts): a row naming a bucket that
  // is not there (a move or copy into one) is RelatedResourceNotFound.
  if (e.code === "23503") return E.relatedNotFound();
  // storage-api's DBError.fromDBError: any other database error is a 500 naming only its code.
  return new StorageError("500", "DatabaseError", "DatabaseError", `database error, code: ${e.code}`);
}

function render(e: unknown): Response {
  const err = fromPg(e);
  if (err instanceof StorageError) {
    return Response.json(
      { statusCode: err.statusCode, code: err.code, error: err.error, message: err.message },
      { status: err.httpStatus ?? (err.statusCode === "500" ? 500 : 400) },
    );
  }
  console.error("[storage] unexpected error", err);
  return Response.json(
    { statusCode: "500", code: "InternalError", error: "Internal", message: "Internal Server Error" },
    { status: 500 },
  );
}

const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const OBJECT_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?|[\u00A0-\uFFFF])*$/;

function checkKey(key: string): string {
  if (!key || !OBJECT_KEY.test(key) || key.split("/").some((s) => s === "..")) throw E.invalidKey(key);
  return key;
}

/** Runs `fn` as the caller, the way PostgREST does, so storage policies apply. */
async function asCaller<T>(ctx: StorageContext, caller: Authorised, fn: (sql: Sql) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (sql) => {
      await sql.query("select set_config('role', $1::text, true), set_config('request.jwt.claims', $2::text, true)", [
        caller.role,
        JSON.stringify(caller.claims),
      ]);
      return await fn(sql);
    });
  } catch (e) {
    throw fromPg(e);
  }
}

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

async function bucketAsAdmin(ctx: StorageContext, id: string): Promise<BucketRow | null> {
  const [b] = await ctx.db.query<{ j: string }>(
    "select json_build_object('id', id, 'public', public, 'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types)::text as j from storage.buckets where id = $1::text",
    [id],
  );
  return b ? JSON.parse(b.j) : null;
}

const BUCKET_JSON = `json_build_object('id', id, 'name', name, 'owner', coalesce(owner_id, owner::text, ''), 'public', public,
  'type', 'STANDARD', 'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types,
  'created_at', created_at, 'updated_at', updated_at)::text`;

function sub(caller: Authorised): string | null {
  return typeof caller.claims.sub === "string" ? caller.claims.sub : null;
}

/**
 * The bucket's allowed types, checked as Storage's validateMimeType (src/storage/uploader.ts) checks
 * them: the value as sent, split at "/", its first two parts compared as they are with each allowed
 * type's ("image/*" allows any subtype). Nothing is lower-cased or trimmed, and parameters stay part
 * of the subtype, so `text/plain;charset=UTF-8` is not `text/plain`.
 */
function checkMimeAllowed(allowed: string[] | null, mimeType: string): void {
  if (!allowed || allowed.length === 0) return;
  const requested = mimeType.split("/");
  if (requested.length < 2) throw E.mime(mimeType);
  const [type, ext] = requested;
  for (const a of allowed) {
    const [allowedType, allowedExt] = a.split("/");
    if (allowedType === type && (allowedExt === "*" || allowedExt === ext)) return;
  }
  throw E.mime(mimeType);
}

/** Storage's isEmptyFolder (src/storage/limits.ts): a folder's placeholder, which must hold 0 bytes. */
const isEmptyFolder = (key: string) => key.endsWith(".emptyFolderPlaceholder");

async function readBody(req: Request): Promise<Record<string, unknown>> {
  try {
    const v = await req.json();
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
}

/** A bucket's name from the path, percent-decoded; a stray % is an invalid name, not a 500. */
function bucketFromPath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw E.invalidBucket();
  }
}

/**
 * The object path after `/object/<kind>/`: bucket and key, percent-decoded, the key held to the
 * characters Storage allows in every route (a NUL or another control character, or a stray %, is
 * hosted Storage's 400 InvalidKey, never a database error).
 */
function splitObjectPath(rest: string): { bucket: string; key: string } {
  let parts: string[];
  try {
    parts = rest.split("/").map((s) => decodeURIComponent(s));
  } catch {
    throw E.invalidKey(rest);
  }
  const bucket = parts.shift() ?? "";
  return { bucket, key: checkKey(parts.filter((p) => p !== "").join("/")) };
}

export async function handleStorage(
  req: Request,
  url: URL,
  path: string,
  caller: Caller,
  ctx: StorageContext,
): Promise<Response> {
  try {
    const method = req.method.toUpperCase();
    // Public objects and signed URLs need no key.
    // Signed upload URLs (getSignedUploadURL.ts, uploadSignedObject.ts): refused whole, before the
    // object routes below would take "upload" for a bucket's name.
    if (/^\/object\/upload\/sign\//.test(path)) throw E.notImplemented("Signed upload URLs");
    let m = /^\/object\/public\/(.+)$/.exec(path);
    if (m && (method === "GET" || method === "HEAD")) return await downloadPublic(req, url, m[1]!, ctx);
    m = /^\/object\/sign\/(.+)$/.exec(path);
    if (m && method === "GET") return await downloadSigned(req, url, m[1]!, ctx);

    if (!caller.ok) {
      return Response.json(
        { statusCode: "403", code: "InvalidJWT", error: "Unauthorized", message: caller.message },
        { status: 400 },
      );
    }
    if (path === "/bucket" && method === "GET") return await listBuckets(caller, ctx);
    if (path === "/bucket" && method === "POST") return await createBucket(req, caller, ctx);
    m = /^\/bucket\/([^/]+)(\/empty)?$/.exec(path);
    if (m) {
      const id = bucketFromPath(m[1]!);
      if (m[2] && method === "POST") return await emptyBucket(id, caller, ctx);
      if (!m[2] && method === "GET") return await getBucket(id, caller, ctx);
      if (!m[2] && method === "PUT") return await updateBucket(req, id, caller, ctx);
      if (!m[2] && method === "DELETE") return await deleteBucket(id, caller, ctx);
    }
    m = /^\/object\/list\/([^/]+)$/.exec(path);
    if (m && method === "POST") return await listObjects(req, bucketFromPath(m[1]!), caller, ctx);
    if (path === "/object/move" && method === "POST") return await moveOrCopy(req, caller, ctx, "move");
    if (path === "/object/copy" && method === "POST") return await moveOrCopy(req, caller, ctx, "copy");
    m = /^\/object\/sign\/([^/]+)$/.exec(path);
    if (m && method === "POST") return await signMany(bucketFromPath(m[1]!), await readBody(req), caller, ctx);
    m = /^\/object\/sign\/(.+)$/.exec(path);
    if (m && method === "POST") return await signOne(req, url, m[1]!, await readBody(req), caller, ctx);
    m = /^\/object\/authenticated\/(.+)$/.exec(path);
    if (m && (method === "GET" || method === "HEAD")) return await downloadAuthenticated(req, url, m[1]!, caller, ctx);
    m = /^\/object\/([^/]+)$/.exec(path);
    if (m && method === "DELETE") return await removeMany(req, bucketFromPath(m[1]!), caller, ctx);
    m = /^\/object\/(.+)$/.exec(path);
    if (m) {
      if (method === "POST" || method === "PUT") return await upload(req, m[1]!, method, caller, ctx);
      if (method === "GET" || method === "HEAD") return await downloadAuthenticated(req, url, m[1]!, caller, ctx);
      if (method === "DELETE") {
        // Storage's deleteObject (src/storage/object.ts): the object found as superuser, else
        // NoSuchKey; then deleted under the caller's role, else 403 Access denied.
        const { bucket, key } = splitObjectPath(m[1]!);
        const [found] = await ctx.db.query<ObjectRow>(OBJECT_SELECT, [bucket, key]);
        if (!found) throw E.noSuchKey();
        const removed = await removeKeys(bucket, [key], caller, ctx);
        if (!removed.length) throw E.denied("Access denied");
        return Response.json({ message: "Successfully deleted" });
      }
    }
    return Response.json({ statusCode: "404", error: "Not Found", message: "Route not found" }, { status: 404 });
  } catch (e) {
    return render(e);
  }
}

// ---- buckets ------------------------------------------------------------------------------------

async function listBuckets(caller: Authorised, ctx: StorageContext) {
  const rows = await asCaller(ctx, caller, (sql) =>
    sql.query<{ j: string }>(`select ${BUCKET_JSON} as j from storage.buckets order by name`),
  );
  return new Response(`[${rows.map((r) => r.j).join(",")}]`, { headers: { "content-type": "application/json" } });
}

async function getBucket(id: string, caller: Authorised, ctx: StorageContext) {
  const [row] = await asCaller(ctx, caller, (sql) =>
    sql.query<{ j: string }>(`select ${BUCKET_JSON} as j from storage.buckets where id = $1::text`, [id]),
  );
  if (!row) throw E.noSuchBucket();
  return new Response(row.j, { headers: { "content-type": "application/json" } });
}

const SIZE_PATTERN = "^[0-9]+(?:\\.[0-9]+)?(?:[gG][bB]|[mM][bB]|[kK][bB]|[bB])$";

/**
 * A bucket's fields as Storage's bucket routes take them: the body's schema first (bucket/createBucket.ts,
 * updateBucket.ts, schemas/file-size-limit.ts, read by Fastify's Ajv, which turns "true" into true and
 * "100" into 100), then Storage.createBucket / updateBucket (src/storage/storage.ts): a size with a
 * unit read by parseFileSizeToBytes (decimal units, src/storage/limits.ts), refused over the
 * project's limit, and each allowed type held to validateMimeType's pattern once empty ones are dropped.
 * `null` clears a limit or the allowed types; a field left out (undefined) is left as it is.
 */
function bucketFields(b: Record<string, unknown>) {
  let isPublic = b.public;
  if (isPublic === "true" || isPublic === 1) isPublic = true;
  if (isPublic === "false" || isPublic === 0 || isPublic === null) isPublic = false;
  if (isPublic !== undefined && typeof isPublic !== "boolean") throw E.validation("body/public must be boolean");

  let limit = b.file_size_limit;
  if (typeof limit === "string" && /^[0-9]+$/.test(limit)) limit = Number(limit);
  if (typeof limit === "boolean") limit = Number(limit);
  let fileSizeLimit: number | null | undefined;
  if (limit === undefined || limit === null) fileSizeLimit = limit;
  else if (typeof limit === "number" && Number.isInteger(limit) && limit >= 0) fileSizeLimit = limit;
  else if (typeof limit === "string" && new RegExp(SIZE_PATTERN).test(limit)) {
    const [, value, unit] = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(limit)!;
    const n = +parseFloat(value!).toPrecision(3);
    fileSizeLimit = n * { GB: 1e9, MB: 1e6, KB: 1000, B: 1 }[unit!.toUpperCase() as "GB" | "MB" | "KB" | "B"];
  } else {
    // Ajv's errors for each branch of the anyOf, then the anyOf's own.
    const first = Number.isInteger(limit) ? "must be >= 0" : "must be integer";
    const second = typeof limit === "object" ? "must be string" : `must match pattern "${SIZE_PATTERN}"`;
    throw E.validation(
      `body/file_size_limit ${first}, body/file_size_limit ${second}, body/file_size_limit must match a schema in anyOf`,
    );
  }

  let types = b.allowed_mime_types;
  if (types !== undefined && types !== null && !Array.isArray(types)) {
    if (typeof types === "object") throw E.validation("body/allowed_mime_types must be array");
    types = [types];
  }
  let allowed: string[] | null | undefined = types as string[] | null | undefined;
  if (Array.isArray(types)) {
    allowed = types.map((t, i) => {
      if (typeof t === "string") return t;
      if (typeof t === "number" || typeof t === "boolean") return String(t);
      throw E.validation(`body/allowed_mime_types/${i} must be string`);
    });
  }
  return { public: isPublic as boolean | undefined, fileSizeLimit, allowed };
}

/**
 * Storage's parseMaxSizeLimit and validateMimeType (src/storage/storage.ts), after the bucket's name:
 * a limit over the project's is refused, and each allowed type held to Storage's pattern.
 */
function checkBucketFields(f: ReturnType<typeof bucketFields>, ctx: StorageContext) {
  if (typeof f.fileSizeLimit === "number" && f.fileSizeLimit > ctx.config.storage.fileSizeLimit) throw E.tooLarge();
  if (f.allowed) f.allowed = checkAllowedTypes(f.allowed);
}

function checkAllowedTypes(types: string[]): string[] {
  const kept = types.filter((t) => t);
  for (const t of kept) {
    if (t.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9\-]+)?$|\*$/.test(t)) {
      throw E.mime(t);
    }
  }
  return kept;
}

const pgTextArray = (items: string[]) => `{${items.map((a) => `"${a.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`;

async function createBucket(req: Request, caller: Authorised, ctx: StorageContext) {
  const b = await readBody(req);
  // The route's schema: name is required; a number is read as its text, as Ajv coerces it.
  if (b.name === undefined) throw E.validation("body must have required property 'name'");
  const text = (v: unknown, field: string) => {
    if (v === undefined || typeof v === "string") return v;
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    throw E.validation(`body/${field} must be string`);
  };
  const name = text(b.name, "name")!;
  const id = text(b.id, "id") || name;
  if (b.type !== undefined && b.type !== "STANDARD" && b.type !== "ANALYTICS") {
    throw E.validation("body/type must be equal to one of the allowed values");
  }
  const f = bucketFields(b);
  // Storage.createBucket (src/storage/storage.ts): no space around the name, Storage's characters
  // (isValidBucketName, src/storage/limits.ts), not the reserved suffix of Iceberg tables.
  if (name.trim() !== name || !name || !BUCKET_NAME.test(name) || name.length > 100 || name.endsWith("--table-s3")) {
    throw E.invalidBucket();
  }
  // Analytics (Iceberg) buckets: off in this project ([storage.analytics] enabled = false), so
  // refused as Storage refuses them for a project without the feature.
  if (b.type === "ANALYTICS") {
    throw new StorageError(
      "409",
      "FeatureNotEnabled",
      "FeatureNotEnabled",
      "The feature Iceberg buckets are not enabled for this tenant is not enabled for this resource",
    );
  }
  checkBucketFields(f, ctx);
  await renamed(
    asCaller(ctx, caller, (sql) =>
      sql.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1::text, $2::text, $3::uuid, $3::text, coalesce($4::boolean, false), $5::bigint, $6::text::text[])`,
        [id, name, sub(caller), f.public ?? null, f.fileSizeLimit ?? null, f.allowed ? pgTextArray(f.allowed) : null],
      ),
    ),
    E.bucketExists,
  );
  return Response.json({ name });
}

async function updateBucket(req: Request, id: string, caller: Authorised, ctx: StorageContext) {
  const b = await readBody(req);
  // The route's schema (bucket/updateBucket.ts): at least one property, one of them a field it updates.
  if (Object.keys(b).length === 0) throw E.validation("body must NOT have fewer than 1 properties");
  if (!["public", "file_size_limit", "allowed_mime_types"].some((k) => k in b)) {
    throw E.validation(
      "body must have required property 'public', body must have required property 'file_size_limit', body must have required property 'allowed_mime_types', body must match a schema in anyOf",
    );
  }
  const f = bucketFields(b);
  if (!BUCKET_NAME.test(id) || !id || id.length > 100) throw E.invalidBucket();
  checkBucketFields(f, ctx);
  const n = await asCaller(ctx, caller, (sql) =>
    sql.run(
      `update storage.buckets set public = coalesce($2::boolean, public),
          file_size_limit = case when $3::boolean then $4::bigint else file_size_limit end,
          allowed_mime_types = case when $5::boolean then $6::text::text[] else allowed_mime_types end,
          updated_at = now()
        where id = $1::text`,
      [
        id,
        f.public ?? null,
        f.fileSizeLimit !== undefined,
        f.fileSizeLimit ?? null,
        f.allowed !== undefined,
        f.allowed ? pgTextArray(f.allowed) : null,
      ],
    ),
  );
  if (!n) throw E.noSuchBucket();
  return Response.json({ message: "Successfully updated" });
}

/**
 * Storage.emptyBucket (src/storage/storage.ts): the bucket looked up under the caller's role (else
 * NoSuchBucket); if the caller sees any object in it, every object created before now is deleted by
 * the ObjectAdminDeleteAllBefore job, which runs as the service role (src/storage/events/objects/
 * object-admin-delete-all-before.ts) and which hosted Storage queues while the local stack runs it at once.
 */
async function emptyBucket(id: string, caller: Authorised, ctx: StorageContext) {
  const before = new Date().toISOString();
  const seen = await asCaller(ctx, caller, async (sql) => {
    const [bucket] = await sql.query("select id from storage.buckets where id = $1::text", [id]);
    if (!bucket) throw E.noSuchBucket();
    return (await sql.query("select id from storage.objects where bucket_id = $1::text limit 1", [id])).length > 0;
  });
  if (seen) {
    const ids = await ctx.db.query<{ id: string }>(
      "delete from storage.objects where bucket_id = $1::text and created_at < $2::timestamptz returning id::text",
      [id, before],
    );
    await Promise.all(ids.map((r) => Deno.remove(`${ctx.dir}/${r.id}`).catch(() => {})));
  }
  return Response.json({ message: "Empty bucket has been queued. Completion may take up to an hour." });
}

async function deleteBucket(id: string, caller: Authorised, ctx: StorageContext) {
  if (!(await bucketAsAdmin(ctx, id))) throw E.noSuchBucket();
  const [c] = await ctx.db.query<{ n: number }>(
    "select count(*)::int as n from storage.objects where bucket_id = $1::text",
    [id],
  );
  if (c!.n > 0) throw E.notEmpty();
  const n = await asCaller(ctx, caller, (sql) => sql.run("delete from storage.buckets where id = $1::text", [id]));
  if (!n) throw E.noSuchBucket();
  return Response.json({ message: "Successfully deleted" });
}

// ---- objects ------------------------------------------------------------------------------------

interface Incoming {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

async function incoming(req: Request): Promise<Incoming> {
  const type = req.headers.get("content-type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    const parts = parseMultipart(new Uint8Array(await req.arrayBuffer()), type);
    const file = parts.find((p) => p.filename !== null);
    if (!file) throw E.missing("file");
    const field = (name: string) => {
      const p = parts.find((x) => x.name === name && x.filename === null);
      return p ? new TextDecoder().decode(p.data) : "";
    };
    const cache = field("cacheControl");
    const meta = field("metadata");
    return {
      bytes: file.data,
      // Storage's fileUploadFromRequest: a contentType field wins over the file part's own type.
      contentType: field("contentType") || file.contentType || "text/plain;charset=UTF-8",
      // Storage's fileUploadFromRequest: no cacheControl field (or header) is no-cache.
      cacheControl: cache ? `max-age=${cache}` : "no-cache",
      userMetadata: meta ? JSON.parse(meta) : null,
    };
  }
  const meta = req.headers.get("x-metadata");
  return {
    bytes: new Uint8Array(await req.arrayBuffer()),
    contentType: type || "application/octet-stream",
    cacheControl: req.headers.get("cache-control") ?? "no-cache",
    userMetadata: meta ? JSON.parse(atob(meta)) : null,
  };
}

const MIME_TOKEN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * The stored content type: the type and subtype only, lower-cased, with a charset kept when it is
 * well formed. Anything else after them ("image/png;,text/html") is dropped, and a value that is
 * not a media type at all is refused.
 */
export function normaliseContentType(raw: string): string {
  const [essence = "", ...parameters] = raw.split(";");
  const type = essence.trim().toLowerCase();
  if (!MIME_TOKEN.test(type)) throw E.mime(raw);
  const charset = parameters
    .map((parameter) => /^\s*charset=("?)([a-z0-9._-]+)\1\s*$/i.exec(parameter)?.[2])
    .find(Boolean);
  return charset ? `${type};charset=${charset.toLowerCase()}` : type;
}

/** Images a browser may show on the storage origin; everything else is served as a download. */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"]);

async function upload(req: Request, rest: string, method: string, caller: Authorised, ctx: StorageContext) {
  const { bucket, key } = splitObjectPath(rest);
  const b = await bucketAsAdmin(ctx, bucket);
  if (!b) throw E.noSuchBucket();
  const file = await incoming(req);
  // As Storage's fileUploadFromRequest (src/storage/uploader.ts): the type is checked first, as
  // sent, then the size; a folder's placeholder skips the type check and may hold nothing.
  if (!isEmptyFolder(key)) checkMimeAllowed(b.allowed_mime_types, file.contentType);
  file.contentType = normaliseContentType(file.contentType);
  const limit = isEmptyFolder(key) ? 0 : Math.min(b.file_size_limit ?? Infinity, ctx.config.storage.fileSizeLimit);
  if (file.bytes.byteLength > limit) throw E.tooLarge();
  // Storage's updateObject route (PUT) always upserts; createObject (POST) only with x-upsert: true.
  const upsert = method === "PUT" || req.headers.get("x-upsert") === "true";
  const metadata = {
    eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
    size: file.bytes.byteLength,
    mimetype: file.contentType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
  const owner = sub(caller);
  const id = await renamed(
    asCaller(ctx, caller, async (sql) => {
      const values = `($1::text, $2::text, $3::uuid, $3::text, $4::text::jsonb, $5::text, $6::text::jsonb)`;
      const cols = "(bucket_id, name, owner, owner_id, metadata, version, user_metadata)";
      const version = crypto.randomUUID();
      const params = [
        bucket,
        key,
        owner,
        JSON.stringify(metadata),
        version,
        file.userMetadata ? JSON.stringify(file.userMetadata) : null,
      ];
      const rows = await sql.query<{ id: string }>(
        `insert into storage.objects ${cols} values ${values}` +
          (upsert
            ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
               user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
            : "") +
          " returning id::text",
        params,
      );
      const objectId = rows[0]!.id;
      // Written inside the transaction: if the bytes cannot be stored, the row is rolled back.
      await Deno.mkdir(ctx.dir, { recursive: true });
      await Deno.writeFile(`${ctx.dir}/${objectId}`, file.bytes);
      return objectId;
    }),
    upsert ? E.duplicate : E.keyExists,
  );
  return Response.json({ Id: id, Key: `${bucket}/${key}` });
}

/** Storage's createObject and createBucket (src/storage/database/pg.ts) name a unique violation by what was created. */
function renamed<T>(p: Promise<T>, to: () => StorageError): Promise<T> {
  return p.catch((e) => {
    throw e instanceof StorageError && e.code === "ResourceAlreadyExists" ? to() : e;
  });
}

interface ObjectRow {
  id: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; size?: number; lastModified?: string } | null;
}

async function serve(
  req: Request,
  url: URL,
  row: ObjectRow | undefined,
  key: string,
  ctx: StorageContext,
): Promise<Response> {
  if (!row) throw E.noSuchKey();
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(`${ctx.dir}/${row.id}`);
  } catch {
    throw E.noSuchKey();
  }
  const md = row.metadata ?? {};
  const stored = md.mimetype ?? "application/octet-stream";
  // HTML and scripts never run on the storage origin: served as text, as a download, never sniffed.
  const type = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/javascript|application\/javascript)\b/.test(
    stored,
  )
    ? "text/plain;charset=utf-8"
    : stored;
  // Storage's Renderer.setHeaders (src/storage/renderer/renderer.ts): Accept-Ranges and X-Robots-Tag
  // on every answer, the stored Cache-Control, ETag and Last-Modified.
  const lastModified = md.lastModified ? new Date(md.lastModified) : new Date();
  const headers: Record<string, string> = {
    "accept-ranges": "bytes",
    "content-type": type,
    "x-content-type-options": "nosniff",
    "x-robots-tag": "none",
    "content-length": String(bytes.byteLength),
    "cache-control": md.cacheControl ?? "no-cache",
    etag: md.eTag ?? "",
    "last-modified": lastModified.toUTCString(),
  };
  const download = url.searchParams.get("download");
  if (download === "") {
    // handleDownload: `?download` without a name.
    headers["content-disposition"] = "attachment;";
  } else if (download !== null || !INLINE_TYPES.has(stored.split(";")[0]!)) {
    const filename = download || key.split("/").pop() || "download";
    headers["content-disposition"] =
      `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  // The backends' getObject (S3's GetObject; src/storage/backend/file.ts): If-None-Match, else
  // If-Modified-Since (to the second, as Last-Modified is written), then Range.
  const ifNoneMatch = req.headers.get("if-none-match");
  const ifModifiedSince = req.headers.get("if-modified-since");
  if (ifNoneMatch ? ifNoneMatch === md.eTag : ifModifiedSince && notModifiedSince(lastModified, ifModifiedSince)) {
    return new Response(null, { status: 304, headers });
  }
  const range = req.headers.get("range");
  if (range) {
    const r = parseRange(range, bytes.byteLength);
    headers["content-range"] = `bytes ${r.from}-${r.to}/${bytes.byteLength}`;
    headers["content-length"] = String(r.to - r.from + 1);
    const part = bytes.subarray(r.from, r.to + 1) as Uint8Array<ArrayBuffer>;
    return new Response(req.method === "HEAD" ? null : part, { status: 206, headers });
  }
  return new Response(req.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), { headers });
}

function notModifiedSince(lastModified: Date, header: string): boolean {
  const since = new Date(header).getTime();
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** Storage's parseRangeHeader (src/storage/range.ts): one byte range, else 416 InvalidRange. */
function parseRange(header: string, size: number): { from: number; to: number } {
  const invalid = () => new StorageError("416", "InvalidRange", "invalid_range", "invalid range provided", 416);
  const m = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!m || size <= 0) throw invalid();
  const [, start, end] = m;
  if (!start && !end) throw invalid();
  if (!start) {
    const suffix = Number(end);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw invalid();
    return { from: Math.max(size - suffix, 0), to: size - 1 };
  }
  const from = Number(start);
  const to = end ? Number(end) : size - 1;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to < from || from >= size) {
    throw invalid();
  }
  return { from, to: Math.min(to, size - 1) };
}

const OBJECT_SELECT =
  "select id::text as id, metadata from storage.objects where bucket_id = $1::text and name = $2::text";

async function downloadPublic(req: Request, url: URL, rest: string, ctx: StorageContext) {
  const { bucket, key } = splitObjectPath(rest);
  // Storage's getPublicObject route looks the bucket up with public = true: a private one is not found.
  const b = await bucketAsAdmin(ctx, bucket);
  if (!b || !b.public) throw E.noSuchBucket();
  const [row] = await ctx.db.query<ObjectRow>(OBJECT_SELECT, [bucket, key]);
  return await serve(req, url, row, key, ctx);
}

/**
 * Storage's getObject (src/http/routes/object/getObject.ts, and getObjectInfo.ts for HEAD): the bucket
 * found as the superuser; a public bucket's object found as the superuser too, whoever asks, and a
 * private one's under the caller's role.
 */
async function downloadAuthenticated(req: Request, url: URL, rest: string, caller: Authorised, ctx: StorageContext) {
  const { bucket, key } = splitObjectPath(rest);
  const b = await bucketAsAdmin(ctx, bucket);
  if (!b) throw E.noSuchBucket();
  const [row] = b.public
    ? await ctx.db.query<ObjectRow>(OBJECT_SELECT, [bucket, key])
    : await asCaller(ctx, caller, (sql) => sql.query<ObjectRow>(OBJECT_SELECT, [bucket, key]));
  return await serve(req, url, row, key, ctx);
}

async function removeKeys(
  bucket: string,
  keys: string[],
  caller: Authorised,
  ctx: StorageContext,
): Promise<Record<string, unknown>[]> {
  const rows = await asCaller(ctx, caller, (sql) =>
    sql.query<{ j: string; id: string }>(
      `delete from storage.objects where bucket_id = $1::text and name = any($2::text::text[])
       returning id::text as id, json_build_object('bucket_id', bucket_id, 'name', name, 'id', id, 'owner', owner,
         'metadata', metadata, 'created_at', created_at, 'updated_at', updated_at, 'last_accessed_at', last_accessed_at)::text as j`,
      [bucket, `{${keys.map((k) => `"${k.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`],
    ),
  );
  await Promise.all(rows.map((r) => Deno.remove(`${ctx.dir}/${r.id}`).catch(() => {})));
  return rows.map((r) => JSON.parse(r.j));
}

async function removeMany(req: Request, bucket: string, caller: Authorised, ctx: StorageContext) {
  const b = await readBody(req);
  // The deleteObjects route's schema: prefixes required, an array of at least one.
  if (b.prefixes === undefined) throw E.validation("body must have required property 'prefixes'");
  if (!Array.isArray(b.prefixes)) throw E.validation("body/prefixes must be array");
  if (b.prefixes.length === 0) throw E.validation("body/prefixes must NOT have fewer than 1 items");
  return Response.json(await removeKeys(bucket, b.prefixes.map(String), caller, ctx));
}

async function listObjects(req: Request, bucket: string, caller: Authorised, ctx: StorageContext) {
  const b = await readBody(req);
  let prefix = typeof b.prefix === "string" ? b.prefix.replace(/^\/+/, "") : "";
  if (prefix && !prefix.endsWith("/")) prefix += "/";
  const search = typeof b.search === "string" ? b.search : "";
  const limit = typeof b.limit === "number" ? b.limit : 100;
  const offset = typeof b.offset === "number" ? b.offset : 0;
  const sortBy = (b.sortBy ?? {}) as { column?: string; order?: string };
  const column = ["name", "updated_at", "created_at", "last_accessed_at"].includes(sortBy.column ?? "")
    ? sortBy.column!
    : "name";
  const desc = (sortBy.order ?? "asc").toLowerCase() === "desc";
  const rows = await asCaller(ctx, caller, (sql) =>
    sql.query<{ j: string }>(
      `select json_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
          'last_accessed_at', last_accessed_at, 'metadata', metadata, 'user_metadata', user_metadata)::text as j
         from storage.objects where bucket_id = $1::text and starts_with(name, $2::text)`,
      [bucket, prefix],
    ),
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const r of rows) {
    const o = JSON.parse(r.j) as Record<string, unknown> & { name: string };
    const rest = o.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const name = slash >= 0 ? rest.slice(0, slash) : rest;
    if (search && !name.toLowerCase().startsWith(search.toLowerCase())) continue;
    if (slash >= 0) {
      if (!entries.has(name))
        entries.set(name, {
          name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
    } else entries.set(name, { ...o, name });
  }
  const list = [...entries.values()].sort((x, y) => {
    const a = String(x[column] ?? ""),
      c = String(y[column] ?? "");
    return (a < c ? -1 : a > c ? 1 : 0) * (desc ? -1 : 1);
  });
  return Response.json(list.slice(offset, offset + limit));
}

async function moveOrCopy(req: Request, caller: Authorised, ctx: StorageContext, kind: "move" | "copy") {
  const b = await readBody(req);
  const bucket = String(b.bucketId ?? "");
  const source = String(b.sourceKey ?? "");
  const destBucket = String(b.destinationBucket ?? bucket);
  const dest = checkKey(String(b.destinationKey ?? ""));
  if (!bucket || !source) throw E.missing(bucket ? "sourceKey" : "bucketId");
  if (kind === "move") {
    const n = await asCaller(ctx, caller, (sql) =>
      sql.run(
        "update storage.objects set bucket_id = $3::text, name = $4::text, updated_at = now() where bucket_id = $1::text and name = $2::text",
        [bucket, source, destBucket, dest],
      ),
    );
    if (!n) throw E.noSuchKey();
    return Response.json({ message: "Successfully moved" });
  }
  // Storage's copyObject (src/storage/object.ts): the source found under the caller's role; the
  // destination tested as Uploader.canUpload tests it (createObject, or upsertObject when the route
  // passes `upsert: request.headers['x-upsert'] === 'true'`), under the caller's role and rolled back;
  // then written as the superuser with upsertObject, replacing an object already there.
  const upsert = req.headers.get("x-upsert") === "true";
  const owner = sub(caller);
  const [src] = await asCaller(ctx, caller, (sql) =>
    sql.query<{ id: string; metadata: string | null; user_metadata: string | null }>(
      "select id::text as id, metadata::text as metadata, user_metadata::text as user_metadata from storage.objects where bucket_id = $1::text and name = $2::text limit 1",
      [bucket, source],
    ),
  );
  if (!src) throw E.noSuchKey();
  const row = [destBucket, dest, owner, src.metadata, src.user_metadata];
  await testPermission(ctx, caller, (sql) =>
    upsert
      ? sql.query(upsertObject(owner, "'1'") + " returning *", row)
      : sql.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1::text, $2::text, $3::uuid, $3::text, $4::text::jsonb, $5::text::jsonb, '1')`,
          row,
        ),
  ).catch((e) => {
    throw e instanceof StorageError && e.code === "ResourceAlreadyExists" ? E.keyExists() : e;
  });
  const id = await ctx.db.transaction(async (sql) => {
    const [written] = await sql.query<{ id: string }>(
      upsertObject(owner, "gen_random_uuid()::text") + " returning id::text as id",
      row,
    );
    // The copy keeps the row's id when it replaces one, so its bytes are written over the old ones.
    await Deno.copyFile(`${ctx.dir}/${src.id}`, `${ctx.dir}/${written!.id}`);
    return written!.id;
  });
  return Response.json({ Id: id, Key: `${destBucket}/${dest}` });
}

/**
 * Storage's upsertObject (src/storage/database/pg.ts): insert, or on conflict update the metadata,
 * user metadata, version and, when the caller has one, the owner. Parameters: bucket, name, owner,
 * metadata and user metadata as text.
 */
function upsertObject(owner: string | null, version: string): string {
  return `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1::text, $2::text, $3::uuid, $3::text, $4::text::jsonb, $5::text::jsonb, ${version})
    on conflict (name, bucket_id) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
      version = excluded.version${owner ? ", owner = excluded.owner, owner_id = excluded.owner_id" : ""}`;
}

class Rollback extends Error {}

/** Storage's testPermission (src/storage/database/pg.ts): `fn` under the caller's role, always rolled back. */
async function testPermission(ctx: StorageContext, caller: Authorised, fn: (sql: Sql) => Promise<unknown>) {
  try {
    await asCaller(ctx, caller, async (sql) => {
      await fn(sql);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
}

// ---- signed URLs --------------------------------------------------------------------------------

/** What Storage's signObjectUrl(s) (src/storage/object.ts) returns: the path unencoded (storage-js encodeURIs it). */
async function signedUrlFor(bucket: string, key: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url: `${bucket}/${key}`, scope: "download", iat: now, exp: now + expiresIn } as Claims);
  return `/object/sign/${bucket}/${key}?token=${token}`;
}

/**
 * `expiresIn` as the sign routes' schema (src/http/routes/object/getSignedURL.ts, getSignedURLs.ts:
 * an integer of at least 1, required; Fastify's Ajv turns a numeric string into a number) and
 * assertValidNumericJWTExpiration (src/internal/auth/jwt.ts) take it.
 */
function expiresInFrom(b: Record<string, unknown>): number {
  let v = b.expiresIn;
  if (v === undefined) throw E.validation("body must have required property 'expiresIn'");
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) v = Number(v);
  if (typeof v === "boolean") v = Number(v);
  if (typeof v !== "number" || !Number.isInteger(v)) throw E.validation("body/expiresIn must be integer");
  if (v < 1) throw E.validation("body/expiresIn must be >= 1");
  if (!Number.isSafeInteger(v) || v > Math.floor(Number.MAX_SAFE_INTEGER / 1000) - Math.floor(Date.now() / 1000)) {
    throw E.invalidParameter("expiresIn");
  }
  return v;
}

async function signOne(
  _req: Request,
  _url: URL,
  rest: string,
  b: Record<string, unknown>,
  caller: Authorised,
  ctx: StorageContext,
) {
  const { bucket, key } = splitObjectPath(rest);
  const expiresIn = expiresInFrom(b);
  const [row] = await asCaller(ctx, caller, (sql) => sql.query<ObjectRow>(OBJECT_SELECT, [bucket, key]));
  if (!row) throw E.noSuchKey();
  return Response.json({ signedURL: await signedUrlFor(bucket, key, expiresIn) });
}

async function signMany(bucket: string, b: Record<string, unknown>, caller: Authorised, ctx: StorageContext) {
  if (b.expiresIn === undefined) expiresInFrom(b);
  if (b.paths === undefined) throw E.validation("body must have required property 'paths'");
  const expiresIn = expiresInFrom(b);
  // Fastify's Ajv (coerceTypes: "array") takes one scalar for a list of one.
  const raw = Array.isArray(b.paths) ? b.paths : typeof b.paths === "object" ? null : [b.paths];
  if (!raw) throw E.validation("body/paths must be array");
  if (raw.length < 1) throw E.validation("body/paths must NOT have fewer than 1 items");
  if (raw.length > 1000) throw E.validation("body/paths must NOT have more than 1000 items");
  const paths = raw.map((p, i) => {
    if (typeof p === "string") return p;
    if (typeof p === "number" || typeof p === "boolean") return String(p);
    throw E.validation(`body/paths/${i} must be string`);
  });
  const found = new Set(
    (
      await asCaller(ctx, caller, (sql) =>
        sql.query<{ name: string }>(
          "select name from storage.objects where bucket_id = $1::text and name = any($2::text::text[])",
          [bucket, `{${paths.map((k) => `"${k.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`],
        ),
      )
    ).map((r) => r.name),
  );
  const out = [];
  for (const p of paths) {
    out.push(
      found.has(p)
        ? { error: null, path: p, signedURL: await signedUrlFor(bucket, p, expiresIn) }
        : { error: "Either the object does not exist or you do not have access to it", path: p, signedURL: null },
    );
  }
  return Response.json(out);
}

/**
 * A signed URL's token checked as Storage's verifyObjectSignature (src/storage/object.ts) checks it:
 * jose's verification (its own message, as InvalidJWT), then the scope (an upload token, or a legacy
 * one carrying `upsert`, is not a download token), then the object's path; the token is required
 * by the route's schema (src/http/routes/object/getSignedObject.ts).
 */
async function downloadSigned(req: Request, url: URL, rest: string, ctx: StorageContext) {
  const token = url.searchParams.get("token");
  if (token === null) throw E.validation("querystring must have required property 'token'");
  let claims: Record<string, unknown>;
  try {
    claims = (await jwtVerify(token, new TextEncoder().encode(JWT_SECRET), { algorithms: ["HS256"] })).payload;
  } catch (e) {
    throw E.invalidJwt((e as Error).message);
  }
  const downloadScoped = claims.scope === "download" || (claims.scope === undefined && !("upsert" in claims));
  if (!downloadScoped) throw E.invalidSignature("Token is not scoped for download");
  const { bucket, key } = splitObjectPath(rest);
  if (claims.url !== `${bucket}/${key}`) throw E.invalidSignature();
  const [row] = await ctx.db.query<ObjectRow>(OBJECT_SELECT, [bucket, key]);
  return await serve(req, url, row, key, ctx);
}

/** Creates the buckets declared in config.toml ([storage.buckets.<name>]) when they are missing. */
export async function seedBuckets(ctx: StorageContext): Promise<void> {
  for (const [name, b] of Object.entries(ctx.config.storage.buckets)) {
    await ctx.db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1::text, $1::text, $2::boolean, $3::bigint, $4::text::text[]) on conflict (id) do nothing`,
      [
        name,
        b.public,
        b.fileSizeLimit,
        b.allowedMimeTypes ? `{${b.allowedMimeTypes.map((a) => `"${a}"`).join(",")}}` : null,
      ],
    );
  }
}
