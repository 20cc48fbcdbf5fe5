/**
 * What the CMS and the leads dashboard rely on (DESIGN.md decision 4): only
 * staff — app_metadata.role = 'staff', which only the service role can set —
 * read leads and analytics, write articles and categories, and add, replace or
 * remove header images. A visitor, a signed-in user without the role, and a
 * user who put role = 'staff' in their own user_metadata are refused, and
 * every refusal is checked against what the database or the bucket holds
 * afterwards.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, stack, type TestUser } from "../../support/stack";

const BUCKET = "article-images";
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
  0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d,
  0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
const OTHER_PNG = new Uint8Array([...PNG.slice(0, -12), 0, 0, 0, 0, ...PNG.slice(-8)]);

let visitor: TestUser;
let pretender: TestUser;
let staff: TestUser;
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

beforeAll(async () => {
  visitor = await createUser();
  pretender = await createUser({ userMetadata: { role: "staff" } });
  staff = await createUser({ appMetadata: { role: "staff" } });
  await sql(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, hero_variant)
     values ('Lead', 'Person', $1, 'Retail', 'Under £50,000', 'Insights', 'b')`,
    [`lead-${unique()}@example.test`],
  );
  await sql(
    `insert into public.campaign_engagements (campaign_id, email, first_name, consent_wording, consented_at)
     values ('influencer-tax-playbook', $1, 'Signup', 'I agree to receive occasional tax tips and updates via email', now())`,
    [`signup-${unique()}@example.test`],
  );
  await sql("select public.record_event('hero_view', 'a', '/')");
  await sql("select public.record_event('hero_view', 'b', '/')");
});

async function makeArticle(published = false): Promise<{ id: string; slug: string }> {
  const slug = `staff-access-${unique()}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.knowledge_articles (title, slug, content, published) values ('Original title', $1, '<p>Original</p>', $2) returning id`,
    [slug, published],
  );
  return { id: row!.id, slug };
}

async function makeCategory(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    "insert into public.knowledge_categories (name, slug) values ($1, $2) returning id",
    [`Category ${unique()}`, `category-${unique()}`],
  );
  return row!.id;
}

const articleRow = async (id: string) =>
  (await sql<{ title: string }>("select title from public.knowledge_articles where id = $1", [id]))[0];
const categoryRow = async (id: string) =>
  (await sql<{ name: string }>("select name from public.knowledge_categories where id = $1", [id]))[0];
const objectRow = async (name: string) =>
  (
    await sql<{ size: number }>(
      "select (metadata->>'size')::int as size from storage.objects where bucket_id = $1 and name = $2",
      [BUCKET, name],
    )
  )[0];

/** Uploads an image as staff (through the API, as the CMS does) and returns its path. */
async function staffImage(): Promise<string> {
  const path = `headers/${unique()}.png`;
  const { error } = await staff.client.storage.from(BUCKET).upload(path, PNG, { contentType: "image/png" });
  expect(error).toBeNull();
  return path;
}

describe("leads and analytics", () => {
  it("refuses anon quotes, sign-ups, analytics events and the A/B results", async () => {
    const anon = anonClient();
    expect((await anon.from("quotes").select("id")).error?.code).toBe("42501");
    expect((await anon.from("campaign_engagements").select("id")).error?.code).toBe("42501");
    expect((await anon.from("analytics_events").select("id")).error?.code).toBe("42501");
    const results = await anon.rpc("hero_variant_results");
    expect(results.data).toBeNull();
    expect(results.error?.code).toBe("42501");
  });

  for (const [who, user] of [
    ["a signed-in user without the staff role", () => visitor],
    ["a user who set role = 'staff' in their own user_metadata", () => pretender],
  ] as const) {
    it(`shows ${who} no leads, no events and zero A/B counts`, async () => {
      const client = user().client;
      expect(await client.from("quotes").select("id")).toMatchObject({ data: [], error: null });
      expect(await client.from("campaign_engagements").select("id")).toMatchObject({ data: [], error: null });
      expect(await client.from("analytics_events").select("id")).toMatchObject({ data: [], error: null });
      const { data, error } = await client.rpc("hero_variant_results");
      expect(error).toBeNull();
      expect(data).toEqual([
        { variant: "a", views: 0, quotes: 0, conversion_rate: 0 },
        { variant: "b", views: 0, quotes: 0, conversion_rate: 0 },
      ]);
    });
  }

  it("lets staff read quotes, sign-ups with their consent records, events and the A/B results", async () => {
    const client = staff.client;
    const quotes = await client.from("quotes").select("contact_email, hero_variant").like("contact_email", "lead-%");
    expect(quotes.error).toBeNull();
    expect(quotes.data!.length).toBeGreaterThan(0);
    const signups = await client
      .from("campaign_engagements")
      .select("email, consent_wording, consented_at")
      .like("email", "signup-%");
    expect(signups.error).toBeNull();
    expect(signups.data![0]).toMatchObject({
      consent_wording: "I agree to receive occasional tax tips and updates via email",
      consented_at: expect.any(String),
    });
    const events = await client.from("analytics_events").select("variant").eq("name", "hero_view");
    expect(events.data!.length).toBeGreaterThanOrEqual(2);
    const { data } = await client.rpc("hero_variant_results");
    const b = (data as { variant: string; views: number; quotes: number }[]).find((row) => row.variant === "b");
    expect(b!.views).toBeGreaterThanOrEqual(1);
    expect(b!.quotes).toBeGreaterThanOrEqual(1);
  });
});

describe("articles and categories", () => {
  const refusers: [string, () => SupabaseClient][] = [
    ["anon", () => anonClient()],
    ["a signed-in user without the staff role", () => visitor.client],
    ["a user with role = 'staff' in user_metadata", () => pretender.client],
  ];

  for (const [who, client] of refusers) {
    it(`refuses ${who} adding, editing, publishing or deleting an article`, async () => {
      const draft = await makeArticle(false);
      const published = await makeArticle(true);
      const slug = `intruder-${unique()}`;
      const insert = await client().from("knowledge_articles").insert({ title: "Intruder", slug, published: true });
      expect(insert.error?.code).toBe("42501");
      expect(await sql("select 1 from public.knowledge_articles where slug = $1", [slug])).toEqual([]);

      for (const target of [draft, published]) {
        await client().from("knowledge_articles").update({ title: "Defaced", published: true }).eq("id", target.id);
        await client().from("knowledge_articles").delete().eq("id", target.id);
        expect(await articleRow(target.id)).toEqual({ title: "Original title" });
      }
      const [state] = await sql<{ published: boolean }>(
        "select published from public.knowledge_articles where id = $1",
        [draft.id],
      );
      expect(state!.published).toBe(false);
    });

    it(`refuses ${who} adding, renaming or deleting a category`, async () => {
      const id = await makeCategory();
      const before = await categoryRow(id);
      const name = `Intruder ${unique()}`;
      const insert = await client()
        .from("knowledge_categories")
        .insert({ name, slug: `intruder-${unique()}` });
      expect(insert.error?.code).toBe("42501");
      expect(await sql("select 1 from public.knowledge_categories where name = $1", [name])).toEqual([]);
      await client().from("knowledge_categories").update({ name: "Renamed by intruder" }).eq("id", id);
      await client().from("knowledge_categories").delete().eq("id", id);
      expect(await categoryRow(id)).toEqual(before);
    });
  }

  it("lets staff add, edit, publish, unpublish and delete an article, drafts included", async () => {
    const slug = `staff-article-${unique()}`;
    const insert = await staff.client
      .from("knowledge_articles")
      .insert({ title: "Written in the CMS", slug, content: "<p>Body</p>", read_time_minutes: 1 })
      .select("id, published")
      .single();
    expect(insert.error).toBeNull();
    expect(insert.data!.published).toBe(false);
    const id = insert.data!.id as string;

    const publish = await staff.client
      .from("knowledge_articles")
      .update({ published: true, title: "Published from the CMS" })
      .eq("id", id)
      .select("published, published_at")
      .single();
    expect(publish.data).toMatchObject({ published: true, published_at: expect.any(String) });
    expect((await anonClient().from("knowledge_articles").select("id").eq("slug", slug)).data).toHaveLength(1);

    await staff.client.from("knowledge_articles").update({ published: false }).eq("id", id);
    expect((await anonClient().from("knowledge_articles").select("id").eq("slug", slug)).data).toEqual([]);
    expect((await staff.client.from("knowledge_articles").select("id").eq("slug", slug)).data).toHaveLength(1);

    const duplicate = await staff.client.from("knowledge_articles").insert({ title: "Same slug", slug });
    expect(duplicate.error?.code).toBe("23505");

    expect((await staff.client.from("knowledge_articles").delete().eq("id", id)).error).toBeNull();
    expect(await articleRow(id)).toBeUndefined();
  });

  it("stamps published_at from the database's clock when an article is inserted published, and keeps it", async () => {
    const dbNow = async () => (await sql<{ now: Date }>("select now()"))[0]!.now.getTime();
    const before = await dbNow();
    const insert = await staff.client
      .from("knowledge_articles")
      .insert({
        title: "Published at once",
        slug: `published-at-once-${unique()}`,
        content: "<p>Body</p>",
        published: true,
      })
      .select("id, published_at")
      .single();
    const after = await dbNow();
    expect(insert.error).toBeNull();
    const id = insert.data!.id as string;
    const publishedAt = new Date(insert.data!.published_at as string).getTime();
    expect(publishedAt).toBeGreaterThanOrEqual(before);
    expect(publishedAt).toBeLessThanOrEqual(after);

    await staff.client.from("knowledge_articles").update({ published: false }).eq("id", id);
    const republish = await staff.client
      .from("knowledge_articles")
      .update({ published: true })
      .eq("id", id)
      .select("published_at")
      .single();
    expect(new Date(republish.data!.published_at as string).getTime()).toBe(publishedAt);
  });

  it("lets staff manage categories; deleting one leaves its articles uncategorised", async () => {
    const name = `Staff category ${unique()}`;
    const { data, error } = await staff.client
      .from("knowledge_categories")
      .insert({ name, slug: `staff-category-${unique()}` })
      .select("id")
      .single();
    expect(error).toBeNull();
    const id = data!.id as string;
    const article = await makeArticle(true);
    await sql("update public.knowledge_articles set category_id = $1 where id = $2", [id, article.id]);

    await staff.client
      .from("knowledge_categories")
      .update({ name: `${name} renamed` })
      .eq("id", id);
    expect(await categoryRow(id)).toEqual({ name: `${name} renamed` });
    const duplicate = await staff.client
      .from("knowledge_categories")
      .insert({ name: `${name} renamed`, slug: `other-${unique()}` });
    expect(duplicate.error?.code).toBe("23505");

    expect((await staff.client.from("knowledge_categories").delete().eq("id", id)).error).toBeNull();
    expect(await categoryRow(id)).toBeUndefined();
    const [orphan] = await sql<{ category_id: string | null }>(
      "select category_id from public.knowledge_articles where id = $1",
      [article.id],
    );
    expect(orphan).toEqual({ category_id: null });
  });
});

describe("the article-images bucket", () => {
  it("is public, takes raster images only and serves them to anyone", async () => {
    const [bucket] = await sql<{ public: boolean; allowed_mime_types: string[] }>(
      "select public, allowed_mime_types from storage.buckets where id = $1",
      [BUCKET],
    );
    expect(bucket).toEqual({
      public: true,
      allowed_mime_types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    });
    const path = await staffImage();
    const url = anonClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${stack().url}/storage/v1/object/public/${BUCKET}/${path}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");

    const svg = await staff.client.storage
      .from(BUCKET)
      .upload(`headers/${unique()}.svg`, new TextEncoder().encode("<svg onload='alert(1)'/>"), {
        contentType: "image/svg+xml",
      });
    expect(svg.error).not.toBeNull();
  });

  for (const [who, client] of [
    ["anon", () => anonClient()],
    ["a signed-in user without the staff role", () => visitor.client],
    ["a user with role = 'staff' in user_metadata", () => pretender.client],
  ] as const) {
    it(`refuses ${who} uploading, overwriting or deleting an image`, async () => {
      const bucket = () => client().storage.from(BUCKET);
      const newPath = `headers/${unique()}.png`;
      const upload = await bucket().upload(newPath, PNG, { contentType: "image/png" });
      expect(upload.error).not.toBeNull();
      expect(await objectRow(newPath)).toBeUndefined();

      const existing = await staffImage();
      const overwrite = await bucket().upload(existing, OTHER_PNG, { contentType: "image/png", upsert: true });
      expect(overwrite.error).not.toBeNull();
      const update = await bucket().update(existing, OTHER_PNG, { contentType: "image/png" });
      expect(update.error).not.toBeNull();
      await bucket().remove([existing]);
      expect(await objectRow(existing)).toEqual({ size: PNG.byteLength });
      const stillThere = await fetch(anonClient().storage.from(BUCKET).getPublicUrl(existing).data.publicUrl);
      expect(new Uint8Array(await stillThere.arrayBuffer())).toEqual(PNG);
    });
  }

  it("lets staff upload, overwrite and delete images", async () => {
    const path = await staffImage();
    const overwrite = await staff.client.storage
      .from(BUCKET)
      .upload(path, OTHER_PNG, { contentType: "image/png", upsert: true });
    expect(overwrite.error).toBeNull();
    expect(await objectRow(path)).toEqual({ size: OTHER_PNG.byteLength });
    const { data, error } = await staff.client.storage.from(BUCKET).remove([path]);
    expect(error).toBeNull();
    expect(data!.map((object) => object.name)).toEqual([path]);
    expect(await objectRow(path)).toBeUndefined();
  });
});
