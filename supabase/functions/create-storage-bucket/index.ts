/**
 * create-storage-bucket (spec call 8, made before every eBook download):
 * makes sure the public `influencers-playbook` bucket exists and holds
 * `influencers-tax-playbook.pdf`. Idempotent and safe to call at once from
 * many browsers: it only creates what is missing, and replaces the file only
 * when the stored copy differs in size or type from the one bundled here.
 *
 * The PDF travels with the function as a static file (config.toml
 * `static_files`), a copy of public/downloads/the-influencers-tax-playbook.pdf
 * that `npm run ebook` refreshes; see docs/decisions/003-playbook-download.md.
 * Answers { success: true, data: { bucket, path, bucketCreated, fileUploaded } }, or 409
 * (`withheld`) while staff have withdrawn the bucket's public access (docs/decisions/009).
 */
import { serviceClient } from "../_shared/clients.ts";
import { endpoint, HttpError } from "../_shared/http.ts";
import { PLAYBOOK_BUCKET, PLAYBOOK_OBJECT } from "../_shared/kernel/schemas/playbook-file.ts";

const PDF = "application/pdf";
/** In bytes: Storage also reads "10MB", but a number means the same everywhere. */
const BUCKET_OPTIONS = { public: true, allowedMimeTypes: [PDF], fileSizeLimit: 10 * 1024 * 1024 };

let bundled: Promise<Uint8Array> | undefined;

/** The eBook bundled with this function, read once per instance and checked to be a PDF. */
function bundledPdf(): Promise<Uint8Array> {
  bundled ??= Deno.readFile(new URL(`./${PLAYBOOK_OBJECT}`, import.meta.url)).then((bytes) => {
    if (new TextDecoder().decode(bytes.subarray(0, 5)) !== "%PDF-") {
      throw new Error(`${PLAYBOOK_OBJECT} bundled with create-storage-bucket is not a PDF`);
    }
    return bytes;
  });
  bundled.catch(() => (bundled = undefined));
  return bundled;
}

/** A create that lost a race with another caller is as good as success. */
const alreadyThere = (error: { message: string; statusCode?: string }) =>
  error.statusCode === "409" || /already exists|duplicate/i.test(error.message);

async function ensureBucket(): Promise<boolean> {
  const storage = serviceClient().storage;
  const { data: buckets, error } = await storage.listBuckets();
  if (error) throw error;
  const bucket = buckets.find((candidate) => candidate.id === PLAYBOOK_BUCKET);
  if (bucket) {
    if (!bucket.public) {
      const updated = await storage.updateBucket(PLAYBOOK_BUCKET, BUCKET_OPTIONS);
      if (updated.error) throw updated.error;
    }
    return false;
  }
  const created = await storage.createBucket(PLAYBOOK_BUCKET, BUCKET_OPTIONS);
  if (created.error && !alreadyThere(created.error)) throw created.error;
  return !created.error;
}

async function ensureFile(): Promise<boolean> {
  const files = serviceClient().storage.from(PLAYBOOK_BUCKET);
  const { data: listed, error } = await files.list("", { search: PLAYBOOK_OBJECT, limit: 10 });
  if (error) throw error;
  const stored = listed.find((file) => file.name === PLAYBOOK_OBJECT);
  const pdf = await bundledPdf();
  const metadata = stored?.metadata as { size?: number; mimetype?: string } | null | undefined;
  if (stored && metadata?.size === pdf.byteLength && metadata.mimetype === PDF) return false;

  const uploaded = await files.upload(PLAYBOOK_OBJECT, pdf, {
    contentType: PDF,
    cacheControl: "3600",
    // Replace a stale copy; never race another caller into a second object.
    upsert: Boolean(stored),
  });
  if (uploaded.error && !(stored === undefined && alreadyThere(uploaded.error))) throw uploaded.error;
  return !uploaded.error;
}

Deno.serve(
  endpoint("create-storage-bucket", async () => {
    // Staff made the bucket private on purpose (public.withdraw_public_access): leave it so.
    const withheld = await serviceClient().rpc("public_access_withheld", { target: `bucket:${PLAYBOOK_BUCKET}` });
    if (withheld.error) throw withheld.error;
    if (withheld.data === true)
      throw new HttpError(
        409,
        "The eBook is not available to download just now. Please contact us for a copy.",
        "withheld",
      );
    const bucketCreated = await ensureBucket();
    const fileUploaded = await ensureFile();
    return {
      success: true,
      data: { bucket: PLAYBOOK_BUCKET, path: PLAYBOOK_OBJECT, bucketCreated, fileUploaded },
    };
  }),
);
