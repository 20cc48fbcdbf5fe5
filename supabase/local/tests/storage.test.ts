// /storage/v1 with supabase-js (storage-js): buckets, multipart and raw uploads, public and
// authenticated downloads with their content type, listing, signed URLs, removal, Storage's error
// shape, and storage policies deciding because rows are written under the caller's role.
import { StorageApiError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import {
  anonClient,
  createUser,
  serviceClient,
  signTestJwt,
  sql,
  stack,
  type TestUser,
} from "../../../tests/support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

let alice: TestUser;
const pdf = new TextEncoder().encode("%PDF-1.4\n% a tiny test document\n%%EOF\n");

/**
 * A request to /storage/v1 that storage-js would not send as it stands: with the service role's key, or
 * with the site's key and `token`, a user's access token.
 */
function storageFetch(
  path: string,
  init: { method: string; token?: string; headers?: Record<string, string>; body?: string } = { method: "GET" },
): Promise<Response> {
  const key = init.token === undefined ? stack().serviceRoleKey : stack().anonKey;
  return fetch(`${stack().url}/storage/v1${path}`, {
    method: init.method,
    headers: { apikey: key, authorization: `Bearer ${init.token ?? key}`, ...init.headers },
    body: init.body,
  });
}

beforeAll(async () => {
  await resetStackTestSchema();
  alice = await createUser();
  const admin = serviceClient().storage;
  for (const b of ["stack-test", "stack-test-public"]) {
    await admin.emptyBucket(b).catch(() => {});
    await admin.deleteBucket(b).catch(() => {});
  }
});

describe("buckets", () => {
  it("creates and reads buckets with the service role", async () => {
    const admin = serviceClient().storage;
    expect((await admin.createBucket("stack-test-public", { public: true })).data).toEqual({
      name: "stack-test-public",
    });
    expect(
      (
        await admin.createBucket("stack-test", {
          public: false,
          allowedMimeTypes: ["text/plain", "image/*"],
          fileSizeLimit: 1024,
        })
      ).error,
    ).toBeNull();
    const { data } = await admin.getBucket("stack-test");
    expect(data).toMatchObject({
      id: "stack-test",
      name: "stack-test",
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ["text/plain", "image/*"],
    });
    expect((await admin.listBuckets()).data?.map((b) => b.id)).toEqual(
      expect.arrayContaining(["stack-test", "stack-test-public"]),
    );
  });

  it("refuses bucket creation to anon under RLS, with Storage's error shape", async () => {
    const { error } = await anonClient().storage.createBucket("anon-bucket");
    expect(error).toBeInstanceOf(StorageApiError);
    expect(error).toMatchObject({
      status: 400,
      statusCode: "403",
      message: "new row violates row-level security policy",
    });
    const dup = await serviceClient().storage.createBucket("stack-test");
    expect(dup.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
    const missing = await serviceClient().storage.getBucket("no-such-bucket");
    expect(missing.error).toMatchObject({ status: 400, statusCode: "404", message: "Bucket not found" });
  });
});

describe("objects", () => {
  it("uploads multipart (Blob) and raw bytes as a signed-in user, recording the owner", async () => {
    const bucket = alice.client.storage.from("stack-test");
    const multipart = await bucket.upload(
      `${alice.id}/hello.txt`,
      new Blob(["Hello from a Blob"], { type: "text/plain" }),
    );
    expect(multipart.error).toBeNull();
    expect(multipart.data).toMatchObject({
      path: `${alice.id}/hello.txt`,
      fullPath: `stack-test/${alice.id}/hello.txt`,
    });
    const raw = await bucket.upload(`${alice.id}/raw.txt`, new TextEncoder().encode("raw bytes"), {
      contentType: "text/plain",
    });
    expect(raw.error).toBeNull();
    const rows = await sql(
      "select name, owner::text as owner, metadata->>'mimetype' as type, (metadata->>'size')::int as size from storage.objects where bucket_id = 'stack-test' order by name",
    );
    expect(rows).toEqual([
      { name: `${alice.id}/hello.txt`, owner: alice.id, type: "text/plain", size: 17 },
      { name: `${alice.id}/raw.txt`, owner: alice.id, type: "text/plain", size: 9 },
    ]);
  });

  it("lets storage policies refuse: outside the user's folder, and for anon", async () => {
    const outside = await alice.client.storage
      .from("stack-test")
      .upload("someone-else/x.txt", new Blob(["x"], { type: "text/plain" }));
    expect(outside.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    const anon = await anonClient()
      .storage.from("stack-test")
      .upload(`${alice.id}/anon.txt`, new Blob(["x"], { type: "text/plain" }));
    expect(anon.error).toMatchObject({ statusCode: "403" });
  });

  it("enforces the bucket's size and type limits and refuses a duplicate without upsert", async () => {
    const bucket = alice.client.storage.from("stack-test");
    const big = await bucket.upload(`${alice.id}/big.txt`, new Blob(["x".repeat(2048)], { type: "text/plain" }));
    expect(big.error).toMatchObject({ statusCode: "413" });
    const type = await bucket.upload(`${alice.id}/doc.pdf`, new Blob([pdf], { type: "application/pdf" }));
    expect(type.error).toMatchObject({ statusCode: "415" });
    const dup = await bucket.upload(`${alice.id}/hello.txt`, new Blob(["again"], { type: "text/plain" }));
    expect(dup.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
  });

  it("downloads privately under the caller's role, lists folders and signs URLs", async () => {
    const { data, error } = await alice.client.storage.from("stack-test").download(`${alice.id}/hello.txt`);
    expect(error).toBeNull();
    expect(await data!.text()).toBe("Hello from a Blob");
    const anon = await anonClient().storage.from("stack-test").download(`${alice.id}/hello.txt`);
    expect(anon.error).toMatchObject({ statusCode: "404", message: "Object not found" });

    const root = await alice.client.storage.from("stack-test").list();
    expect(root.data).toEqual([expect.objectContaining({ name: alice.id, id: null })]);
    const folder = await alice.client.storage
      .from("stack-test")
      .list(alice.id, { sortBy: { column: "name", order: "desc" } });
    expect(folder.data?.map((f) => f.name)).toEqual(["raw.txt", "hello.txt"]);

    const signed = await alice.client.storage.from("stack-test").createSignedUrl(`${alice.id}/raw.txt`, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("raw bytes");
    const tampered = await fetch(signed.data!.signedUrl.replace(/raw\.txt/, "hello.txt"));
    expect(tampered.status).toBe(400);
  });

  it("serves public objects with their content type; unknown or private ones are not found", async () => {
    const admin = serviceClient().storage.from("stack-test-public");
    expect(
      (await admin.upload("docs/guide.pdf", pdf, { contentType: "application/pdf", cacheControl: "600" })).error,
    ).toBeNull();
    const url = anonClient().storage.from("stack-test-public").getPublicUrl("docs/guide.pdf").data.publicUrl;
    expect(url).toBe(`${stack().url}/storage/v1/object/public/stack-test-public/docs/guide.pdf`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("max-age=600");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);

    const missing = await fetch(`${stack().url}/storage/v1/object/public/stack-test-public/docs/none.pdf`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: "404", error: "not_found", message: "Object not found" });
    const privateObject = await fetch(`${stack().url}/storage/v1/object/public/stack-test/${alice.id}/hello.txt`);
    expect(privateObject.status).toBe(400);
  });

  it("removes objects and their bytes", async () => {
    const { data, error } = await serviceClient().storage.from("stack-test-public").remove(["docs/guide.pdf"]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual(["docs/guide.pdf"]);
    const gone = await fetch(`${stack().url}/storage/v1/object/public/stack-test-public/docs/guide.pdf`);
    expect((await gone.json()).statusCode).toBe("404");
  });
});

// Each request below is answered as hosted Storage (supabase/storage) answers it; the file named
// in a test is where Storage defines the behaviour.
describe("as hosted Storage answers", () => {
  it("checks the bucket's types as Storage's validateMimeType does: as sent, before the size (src/storage/uploader.ts)", async () => {
    const bucket = alice.client.storage.from("stack-test");
    // storage-js's default type for bytes is text/plain;charset=UTF-8, which is not text/plain.
    const charset = await bucket.upload(`${alice.id}/charset.txt`, new TextEncoder().encode("x"));
    expect(charset.error).toMatchObject({
      status: 400,
      statusCode: "415",
      message: "mime type text/plain;charset=UTF-8 is not supported",
    });
    const upper = await bucket.upload(`${alice.id}/upper.png`, new Uint8Array([1]), { contentType: "Image/PNG" });
    expect(upper.error).toMatchObject({ statusCode: "415", message: "mime type Image/PNG is not supported" });
    // A form's contentType field is the type, whatever the file part says.
    const form = new FormData();
    form.append("contentType", "application/pdf");
    form.append("", new Blob(["x"], { type: "text/plain" }));
    const field = await bucket.upload(`${alice.id}/field.txt`, form);
    expect(field.error).toMatchObject({ statusCode: "415", message: "mime type application/pdf is not supported" });
    const bigPdf = await bucket.upload(
      `${alice.id}/big.pdf`,
      new Blob([pdf, "x".repeat(2048)], { type: "application/pdf" }),
    );
    expect(bigPdf.error).toMatchObject({ statusCode: "415", message: "mime type application/pdf is not supported" });
    const rows = await sql("select name from storage.objects where bucket_id = 'stack-test' and name like $1", [
      `${alice.id}/%`,
    ]);
    expect(rows.map((r) => r.name).sort()).toEqual([`${alice.id}/hello.txt`, `${alice.id}/raw.txt`]);
  });

  it("takes a folder's placeholder of any type but only empty (src/storage/limits.ts isEmptyFolder)", async () => {
    const bucket = alice.client.storage.from("stack-test");
    const full = await bucket.upload(
      `${alice.id}/folder/.emptyFolderPlaceholder`,
      new Blob(["x"], { type: "text/plain" }),
    );
    expect(full.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
    const empty = await bucket.upload(
      `${alice.id}/folder/.emptyFolderPlaceholder`,
      new Blob([], { type: "application/octet-stream" }),
    );
    expect(empty.error).toBeNull();
    expect(
      (
        await serviceClient()
          .storage.from("stack-test")
          .remove([`${alice.id}/folder/.emptyFolderPlaceholder`])
      ).error,
    ).toBeNull();
  });

  it("signs URLs as Storage's sign routes do (src/http/routes/object/getSignedURL.ts, getSignedURLs.ts)", async () => {
    const files = alice.client.storage.from("stack-test");
    expect(
      (await files.upload(`${alice.id}/with space.txt`, new Blob(["spaced"], { type: "text/plain" }))).error,
    ).toBeNull();
    // The path comes back unencoded and storage-js encodes it once (src/storage/object.ts signObjectUrl).
    const spaced = await files.createSignedUrl(`${alice.id}/with space.txt`, 60);
    expect(spaced.error).toBeNull();
    expect(await (await fetch(spaced.data!.signedUrl)).text()).toBe("spaced");
    const [many] = (await files.createSignedUrls([`${alice.id}/with space.txt`], 60)).data!;
    expect(await (await fetch(many!.signedUrl!)).text()).toBe("spaced");

    const fraction = await files.createSignedUrl(`${alice.id}/raw.txt`, 1.5);
    expect(fraction.error).toMatchObject({ status: 400, statusCode: "400", message: "body/expiresIn must be integer" });
    const zero = await files.createSignedUrl(`${alice.id}/raw.txt`, 0);
    expect(zero.error).toMatchObject({ statusCode: "400", message: "body/expiresIn must be >= 1" });
    const none = await files.createSignedUrls([], 60);
    expect(none.error).toMatchObject({ statusCode: "400", message: "body/paths must NOT have fewer than 1 items" });
    const session = (await alice.client.auth.getSession()).data.session!;
    const signMany = await storageFetch("/object/sign/stack-test", {
      method: "POST",
      token: session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ paths: [`${alice.id}/raw.txt`] }),
    });
    expect(signMany.status).toBe(400);
    expect(await signMany.json()).toEqual({
      statusCode: "400",
      code: "InvalidRequest",
      error: "Error",
      message: "body must have required property 'expiresIn'",
    });
  });

  it("checks a signed URL's token as Storage's verifyObjectSignature does (src/storage/object.ts)", async () => {
    const path = `stack-test/${alice.id}/raw.txt`;
    const url = (token?: string) =>
      `${stack().url}/storage/v1/object/sign/${path}` + (token === undefined ? "" : `?token=${token}`);
    const now = Math.floor(Date.now() / 1000);
    const answer = async (token?: string) => {
      const res = await fetch(url(token));
      return { status: res.status, body: await res.json() };
    };
    const signed = await alice.client.storage.from("stack-test").createSignedUrl(`${alice.id}/raw.txt`, 60);
    const token = new URL(signed.data!.signedUrl).searchParams.get("token")!;
    expect(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString())).toMatchObject({
      url: path,
      scope: "download",
    });
    expect(await answer(await signTestJwt({ url: path, iat: now - 120, exp: now - 60 }))).toEqual({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidJWT",
        error: "InvalidJWT",
        message: '"exp" claim timestamp check failed',
      },
    });
    const notForDownload = {
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidSignature",
        error: "InvalidSignature",
        message: "Token is not scoped for download",
      },
    };
    expect(await answer(await signTestJwt({ url: path, scope: "upload", exp: now + 60 }))).toEqual(notForDownload);
    expect(await answer(await signTestJwt({ url: path, upsert: false, exp: now + 60 }))).toEqual(notForDownload);
    expect((await answer(`${token.slice(0, -2)}xx`)).body).toMatchObject({
      code: "InvalidJWT",
      message: "signature verification failed",
    });
    expect(await answer()).toEqual({
      status: 400,
      body: {
        statusCode: "400",
        code: "InvalidRequest",
        error: "Error",
        message: "querystring must have required property 'token'",
      },
    });
    // A legacy token, with no scope, still serves.
    const legacy = await fetch(url(await signTestJwt({ url: path, exp: now + 60 })));
    expect(await legacy.text()).toBe("raw bytes");
  });

  it("reads a bucket's fields as Storage's bucket routes do (src/http/routes/bucket/*.ts, src/storage/storage.ts)", async () => {
    const admin = serviceClient().storage;
    // A size with a unit is read in decimal units (src/storage/limits.ts parseFileSizeToBytes).
    expect((await admin.createBucket("stack-test-sized", { public: false, fileSizeLimit: "1.5KB" })).error).toBeNull();
    expect((await admin.getBucket("stack-test-sized")).data).toMatchObject({ file_size_limit: 1500 });
    // What is not a size is refused, never taken as no limit.
    const garbage = await admin.createBucket("stack-test-garbage", { public: false, fileSizeLimit: "lots" });
    expect(garbage.error).toMatchObject({ status: 400, statusCode: "400" });
    expect(garbage.error?.message).toMatch(/^body\/file_size_limit must be integer, /);
    const negative = await admin.createBucket("stack-test-garbage", { public: false, fileSizeLimit: -1 });
    expect(negative.error?.message).toMatch(/^body\/file_size_limit must be >= 0, /);
    // Over the project's limit (config.toml's 50MiB).
    const over = await admin.createBucket("stack-test-garbage", { public: false, fileSizeLimit: "100MB" });
    expect(over.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
    const badType = await admin.createBucket("stack-test-garbage", { public: false, allowedMimeTypes: ["not a type"] });
    expect(badType.error).toMatchObject({ statusCode: "415", message: "mime type not a type is not supported" });
    const spaced = await admin.createBucket(" stack-test-garbage", { public: false });
    expect(spaced.error).toMatchObject({ statusCode: "400", message: "Bucket name invalid" });
    expect((await admin.listBuckets()).data?.map((b) => b.id)).not.toContain("stack-test-garbage");
    expect((await admin.listBuckets()).data?.map((b) => b.id)).not.toContain(" stack-test-garbage");

    // An update's null clears a limit and the allowed types; it must name at least one of them.
    expect(
      (await admin.updateBucket("stack-test-sized", { public: false, allowedMimeTypes: ["image/png"] })).error,
    ).toBeNull();
    expect(
      (await admin.updateBucket("stack-test-sized", { public: false, fileSizeLimit: null, allowedMimeTypes: null }))
        .error,
    ).toBeNull();
    expect((await admin.getBucket("stack-test-sized")).data).toMatchObject({
      file_size_limit: null,
      allowed_mime_types: null,
    });
    const empty = await storageFetch("/bucket/stack-test-sized", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(await empty.json()).toEqual({
      statusCode: "400",
      code: "InvalidRequest",
      error: "Error",
      message: "body must NOT have fewer than 1 properties",
    });
    expect((await admin.deleteBucket("stack-test-sized")).error).toBeNull();
  });

  it("takes a PUT as an upsert, as Storage's updateObject route does (src/http/routes/object/updateObject.ts)", async () => {
    const files = alice.client.storage.from("stack-test");
    const created = await files.update(`${alice.id}/put.txt`, new Blob(["put"], { type: "text/plain" }));
    expect(created.error).toBeNull();
    expect(await (await files.download(`${alice.id}/put.txt`)).data!.text()).toBe("put");
    // Replacing a row takes an update policy, which the stack tests' bucket does not have.
    const replaced = await files.update(`${alice.id}/put.txt`, new Blob(["again"], { type: "text/plain" }));
    expect(replaced.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    expect(await (await files.download(`${alice.id}/put.txt`)).data!.text()).toBe("put");
  });

  it("copies onto an object that exists only with x-upsert, as Storage's copyObject does (src/http/routes/object/copyObject.ts, src/storage/object.ts)", async () => {
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    const copy = async (sourceKey: string, destinationKey: string, as: { token?: string; upsert?: boolean }) => {
      const res = await storageFetch("/object/copy", {
        method: "POST",
        token: as.token,
        headers: { "content-type": "application/json", ...(as.upsert ? { "x-upsert": "true" } : {}) },
        body: JSON.stringify({ bucketId: "stack-test", sourceKey, destinationKey }),
      });
      return { status: res.status, body: await res.json() };
    };
    const files = serviceClient().storage.from("stack-test");
    const text = async (key: string) => await (await files.download(key)).data!.text();
    const hello = `${alice.id}/hello.txt`;
    const target = `${alice.id}/copy-target.txt`;
    expect((await files.upload(target, new Blob(["old"], { type: "text/plain" }))).error).toBeNull();

    // Uploader.canUpload tests createObject without x-upsert: the destination exists.
    expect(await copy(hello, target, { token })).toEqual({
      status: 400,
      body: { statusCode: "409", code: "KeyAlreadyExists", error: "Duplicate", message: "The resource already exists" },
    });
    // With it, upsertObject: replacing a row takes an update policy, which the stack tests' bucket lacks.
    expect(await copy(hello, target, { token, upsert: true })).toEqual({
      status: 400,
      body: {
        statusCode: "403",
        code: "AccessDenied",
        error: "Unauthorized",
        message: "new row violates row-level security policy",
      },
    });
    expect(await text(target)).toBe("old");
    // The service role replaces the object, bytes and type.
    expect(await copy(hello, target, { upsert: true })).toMatchObject({
      status: 200,
      body: { Key: `stack-test/${target}` },
    });
    expect(await text(target)).toBe("Hello from a Blob");
    // Given an update policy, so may Alice.
    await sql(`create policy "stack test: replace" on storage.objects for update to authenticated
      using (bucket_id = 'stack-test' and (storage.foldername(name))[1] = (select auth.uid())::text)
      with check (bucket_id = 'stack-test' and (storage.foldername(name))[1] = (select auth.uid())::text)`);
    try {
      expect(await copy(`${alice.id}/raw.txt`, target, { token, upsert: true })).toMatchObject({ status: 200 });
    } finally {
      await sql(`drop policy "stack test: replace" on storage.objects`);
    }
    expect(await text(target)).toBe("raw bytes");
    expect(await sql("select count(*)::int as n from storage.objects where name = $1", [target])).toEqual([{ n: 1 }]);
    expect((await files.remove([target])).error).toBeNull();
  });

  it("serves a public bucket's objects on every download route without reading policies (src/http/routes/object/getObject.ts, getPublicObject.ts, getObjectInfo.ts)", async () => {
    // No policy lets anon or a signed-in user read stack-test-public's rows: a public bucket's object is
    // found as the superuser, whoever asks and by whichever route.
    expect(
      (
        await serviceClient()
          .storage.from("stack-test-public")
          .upload("docs/open.txt", "open", { contentType: "text/plain" })
      ).error,
    ).toBeNull();
    const aliceToken = (await alice.client.auth.getSession()).data.session!.access_token;
    const answer = async (path: string, token: string, method = "GET") => {
      const res = await storageFetch(path, { method, token });
      return { status: res.status, body: await res.text() };
    };
    for (const token of [stack().anonKey, aliceToken]) {
      for (const route of ["authenticated/", "", "public/"]) {
        expect(await answer(`/object/${route}stack-test-public/docs/open.txt`, token)).toEqual({
          status: 200,
          body: "open",
        });
      }
      expect((await answer("/object/authenticated/stack-test-public/docs/open.txt", token, "HEAD")).status).toBe(200);
    }
    expect(await (await alice.client.storage.from("stack-test-public").download("docs/open.txt")).data!.text()).toBe(
      "open",
    );
    // The public route reads no token: an expired one is no obstacle.
    const expired = await signTestJwt({ role: "authenticated", exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await answer("/object/public/stack-test-public/docs/open.txt", expired)).toEqual({
      status: 200,
      body: "open",
    });
    // A private bucket's objects are still read under the caller's role.
    expect(
      JSON.parse((await answer(`/object/authenticated/stack-test/${alice.id}/hello.txt`, stack().anonKey)).body),
    ).toMatchObject({
      statusCode: "404",
      code: "NoSuchKey",
    });
    expect((await serviceClient().storage.from("stack-test-public").remove(["docs/open.txt"])).error).toBeNull();
  });

  it("names its errors as Storage does (src/internal/errors/codes.ts, src/storage/database/pg.ts, src/storage/object.ts)", async () => {
    const aliceToken = (await alice.client.auth.getSession()).data.session!.access_token;
    const call = async (method: string, path: string, init: { body?: string; admin?: boolean; type?: string } = {}) => {
      const res = await storageFetch(path, {
        method,
        token: init.admin ? undefined : aliceToken,
        headers: init.body === undefined ? {} : { "content-type": init.type ?? "application/json" },
        body: init.body,
      });
      return { status: res.status, body: await res.json() };
    };
    const exists = (code: string) => ({
      status: 400,
      body: { statusCode: "409", code, error: "Duplicate", message: "The resource already exists" },
    });
    expect(
      await call("POST", `/object/stack-test/${alice.id}/hello.txt`, { body: "again", type: "text/plain" }),
    ).toEqual(exists("KeyAlreadyExists"));
    expect(await call("POST", "/bucket", { body: JSON.stringify({ name: "stack-test" }), admin: true })).toEqual(
      exists("BucketAlreadyExists"),
    );
    expect(await call("DELETE", "/bucket/stack-test", { admin: true })).toEqual({
      status: 400,
      body: {
        statusCode: "409",
        code: "ResourceNotEmpty",
        error: "ResourceNotEmpty",
        message: "The bucket you tried to delete is not empty",
      },
    });
    // src/http/routes/object/getPublicObject.ts looks the bucket up with public = true.
    expect(await call("GET", `/object/public/stack-test/${alice.id}/hello.txt`)).toEqual({
      status: 400,
      body: { statusCode: "404", code: "NoSuchBucket", error: "Bucket not found", message: "Bucket not found" },
    });
    // The stack tests' bucket has no delete policy: an object there is Alice's to see, not to delete.
    expect(await call("DELETE", `/object/stack-test/${alice.id}/hello.txt`)).toEqual({
      status: 400,
      body: { statusCode: "403", code: "AccessDenied", error: "Unauthorized", message: "Access denied" },
    });
    expect((await call("DELETE", `/object/stack-test/${alice.id}/none.txt`)).body).toMatchObject({
      statusCode: "404",
      code: "NoSuchKey",
    });
    const copy = JSON.stringify({
      bucketId: "stack-test",
      sourceKey: `${alice.id}/hello.txt`,
      destinationBucket: "no-such-bucket",
      destinationKey: "copy.txt",
    });
    expect(await call("POST", "/object/copy", { body: copy, admin: true })).toEqual({
      status: 400,
      body: {
        statusCode: "404",
        code: "InvalidRequest",
        error: "InvalidRequest",
        message: "The related resource does not exist",
      },
    });
  });

  it("serves an object as Storage's renderer does (src/storage/renderer/renderer.ts, src/storage/range.ts)", async () => {
    const put = await storageFetch("/object/stack-test-public/docs/range.txt", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "0123456789",
    });
    expect(put.status).toBe(200);
    const url = `${stack().url}/storage/v1/object/public/stack-test-public/docs/range.txt`;
    const full = await fetch(url);
    expect(await full.text()).toBe("0123456789");
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(full.headers.get("x-robots-tag")).toBe("none");
    // Uploaded without a cache-control header (src/storage/uploader.ts fileUploadFromRequest).
    expect(full.headers.get("cache-control")).toBe("no-cache");

    const part = async (range: string) => {
      const res = await fetch(url, { headers: { range } });
      return { status: res.status, range: res.headers.get("content-range"), body: await res.text() };
    };
    expect(await part("bytes=2-5")).toEqual({ status: 206, range: "bytes 2-5/10", body: "2345" });
    expect(await part("bytes=-3")).toEqual({ status: 206, range: "bytes 7-9/10", body: "789" });
    expect(await part("bytes=8-20")).toEqual({ status: 206, range: "bytes 8-9/10", body: "89" });
    const beyond = await fetch(url, { headers: { range: "bytes=20-" } });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toEqual({
      statusCode: "416",
      code: "InvalidRange",
      error: "invalid_range",
      message: "invalid range provided",
    });

    const since = await fetch(url, { headers: { "if-modified-since": full.headers.get("last-modified")! } });
    expect(since.status).toBe(304);
    expect((await fetch(`${url}?download`)).headers.get("content-disposition")).toBe("attachment;");
    expect((await fetch(`${url}?download=notes.txt`)).headers.get("content-disposition")).toBe(
      "attachment; filename=notes.txt; filename*=UTF-8''notes.txt",
    );
  });

  it("empties a bucket as Storage's emptyBucket does (src/storage/storage.ts)", async () => {
    // The bucket is looked up under the caller's role: Alice sees no bucket rows.
    const hidden = await alice.client.storage.emptyBucket("stack-test");
    expect(hidden.error).toMatchObject({ status: 400, statusCode: "404", message: "Bucket not found" });
    const admin = serviceClient().storage;
    expect((await admin.createBucket("stack-test-empty", { public: false })).error).toBeNull();
    for (const name of ["a.txt", "folder/b.txt"]) {
      expect(
        (await admin.from("stack-test-empty").upload(name, new Blob(["x"], { type: "text/plain" }))).error,
      ).toBeNull();
    }
    const emptied = await admin.emptyBucket("stack-test-empty");
    expect(emptied).toEqual({
      data: { message: "Empty bucket has been queued. Completion may take up to an hour." },
      error: null,
    });
    expect(await sql("select name from storage.objects where bucket_id = 'stack-test-empty'")).toEqual([]);
    expect((await admin.deleteBucket("stack-test-empty")).error).toBeNull();
  });

  it("refuses removing no objects as the deleteObjects route's schema does (src/http/routes/object/deleteObjects.ts)", async () => {
    const files = serviceClient().storage.from("stack-test-public");
    expect(await files.remove([])).toMatchObject({
      data: null,
      error: { statusCode: "400", message: "body/prefixes must NOT have fewer than 1 items" },
    });
    const bodyless = await storageFetch("/object/stack-test-public", { method: "DELETE" });
    expect(bodyless.status).toBe(400);
    expect(await bodyless.json()).toMatchObject({
      statusCode: "400",
      code: "InvalidRequest",
      message: "body must have required property 'prefixes'",
    });
  });

  it("refuses signed upload URLs, which it does not implement, instead of taking them for an upload into a bucket", async () => {
    // Storage serves POST /object/upload/sign/{bucket}/{key} (getSignedUploadURL.ts) and a PUT to it with
    // its token (uploadSignedObject.ts); the local stack has neither, and says so rather than answer as
    // if "upload" were a bucket.
    const files = alice.client.storage.from("stack-test");
    const signed = await files.createSignedUploadUrl(`${alice.id}/later.txt`);
    expect(signed.error).toMatchObject({
      status: 501,
      statusCode: "501",
      message: "Signed upload URLs are not implemented by the local stack",
    });
    const put = await fetch(`${stack().url}/storage/v1/object/upload/sign/stack-test/${alice.id}/later.txt?token=x`, {
      method: "PUT",
      // With the site's key, as storage-js's uploadToSignedUrl sends it.
      headers: { apikey: stack().anonKey, "content-type": "text/plain" },
      body: "later",
    });
    expect(put.status).toBe(501);
    expect(await sql("select name from storage.objects where name like '%later.txt'")).toEqual([]);
  });
});
