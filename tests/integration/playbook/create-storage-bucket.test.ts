import { readFile } from "node:fs/promises";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, serviceClient, sql, stack } from "../../support/stack";

const BUCKET = "influencers-playbook";
const FILE = "influencers-tax-playbook.pdf";
const published = new URL("../../../public/downloads/the-influencers-tax-playbook.pdf", import.meta.url);
const bundled = new URL(`../../../supabase/functions/create-storage-bucket/${FILE}`, import.meta.url);

interface Result {
  status: number;
  body: { success: boolean; error?: string; data?: Record<string, unknown> };
}

async function call(body: unknown): Promise<Result> {
  const { data, error } = await anonClient().functions.invoke("create-storage-bucket", {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Result["body"] };
  }
  if (error) throw error;
  return { status: 200, body: data as Result["body"] };
}

const bucketRows = () =>
  sql<{ id: string; public: boolean }>("select id, public from storage.buckets where id = $1", [BUCKET]);
const objectRows = () =>
  sql<{ name: string; metadata: { size: number; mimetype: string } }>(
    "select name, metadata from storage.objects where bucket_id = $1",
    [BUCKET],
  );

describe("create-storage-bucket", () => {
  beforeAll(async () => {
    const admin = serviceClient().storage;
    await admin.emptyBucket(BUCKET).catch(() => {});
    await admin.deleteBucket(BUCKET).catch(() => {});
  });

  it("bundles exactly the published eBook (run `npm run ebook` after changing it)", async () => {
    const [publishedBytes, bundledBytes] = await Promise.all([readFile(published), readFile(bundled)]);
    expect(Buffer.compare(bundledBytes, publishedBytes), `${bundled.pathname} differs from the published PDF`).toBe(0);
  });

  it("creates the public bucket and uploads the PDF once, however often it is called", async () => {
    const first = await call({ action: "ensure_bucket_exists" });
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        data: { bucket: BUCKET, path: FILE, bucketCreated: true, fileUploaded: true },
      },
    });
    const second = await call({ action: "ensure_bucket_exists" });
    expect(second.body.data).toMatchObject({ bucketCreated: false, fileUploaded: false });

    expect(await bucketRows()).toEqual([{ id: BUCKET, public: true }]);
    const objects = await objectRows();
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({
      name: FILE,
      metadata: { mimetype: "application/pdf", size: (await readFile(published)).byteLength },
    });
  });

  it("survives first callers arriving at the same time: one bucket, one file", async () => {
    const admin = serviceClient().storage;
    expect((await admin.emptyBucket(BUCKET)).error).toBeNull();
    expect((await admin.deleteBucket(BUCKET)).error).toBeNull();
    const results = await Promise.all(Array.from({ length: 4 }, () => call({ action: "ensure_bucket_exists" })));
    for (const result of results) expect(result.status).toBe(200);
    expect(results.filter((result) => result.body.data?.bucketCreated)).toHaveLength(1);
    expect(await bucketRows()).toHaveLength(1);
    expect(await objectRows()).toHaveLength(1);
  });

  it("serves the file to anyone at its public URL as a PDF, byte for byte", async () => {
    const { data } = anonClient().storage.from(BUCKET).getPublicUrl(FILE);
    expect(data.publicUrl).toBe(`${stack().url}/storage/v1/object/public/${BUCKET}/${FILE}`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Buffer.compare(bytes, await readFile(published))).toBe(0);
  });

  it("replaces a stored copy that is not the current eBook, and makes a private bucket public again", async () => {
    const admin = serviceClient().storage;
    const stale = new TextEncoder().encode("%PDF-1.4\n% an old edition\n%%EOF\n");
    expect(
      (await admin.from(BUCKET).upload(FILE, stale, { contentType: "application/pdf", upsert: true })).error,
    ).toBeNull();
    expect((await admin.updateBucket(BUCKET, { public: false })).error).toBeNull();

    const result = await call({ action: "ensure_bucket_exists" });
    expect(result.body.data).toMatchObject({ bucketCreated: false, fileUploaded: true });
    expect(await bucketRows()).toEqual([{ id: BUCKET, public: true }]);
    const objects = await objectRows();
    expect(objects).toHaveLength(1);
    expect(objects[0]!.metadata.size).toBe((await readFile(published)).byteLength);
  });

  it.each([
    ["an unknown action", { action: "drop_bucket" }],
    ["no action", {}],
    ["an extra field", { action: "ensure_bucket_exists", bucket: "other" }],
    ["an array", [{ action: "ensure_bucket_exists" }]],
  ])("answers %s with 400 and touches nothing", async (_, body) => {
    const before = await objectRows();
    const result = await call(body);
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.error).toBeTruthy();
    expect(await objectRows()).toEqual(before);
  });

  it("names the one action it knows when given another", async () => {
    const result = await call({ action: "delete_everything" });
    expect(result.body.error).toBe("Unknown action: the only action is ensure_bucket_exists.");
  });

  it("does not let anon upload into the bucket itself", async () => {
    const upload = await anonClient()
      .storage.from(BUCKET)
      .upload("evil.pdf", new TextEncoder().encode("%PDF-1.4 evil"), { contentType: "application/pdf" });
    expect(upload.error).not.toBeNull();
    const replace = await anonClient()
      .storage.from(BUCKET)
      .upload(FILE, new TextEncoder().encode("%PDF-1.4 evil"), { contentType: "application/pdf", upsert: true });
    expect(replace.error).not.toBeNull();
    expect((await objectRows()).map((object) => object.name)).toEqual([FILE]);
  });
});
