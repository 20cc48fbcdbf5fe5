/**
 * Who can read and change the knowledge base (spec section 6, DESIGN.md
 * decision 4): visitors read categories and published articles only; nobody
 * but staff (app_metadata.role = 'staff') writes, and every refusal is
 * asserted against what the database holds afterwards.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

const DRAFT_SLUG = "property-income-tax-rates-from-april-2027";
const PUBLISHED_SLUG = "vat-registration-threshold";

let draftId: string;
let publishedId: string;
let categoryId: string;
let visitor: TestUser;
let staff: TestUser;

beforeAll(async () => {
  const rows = await sql<{ id: string; slug: string; published: boolean; category_id: string }>(
    "select id, slug, published, category_id from public.knowledge_articles where slug = any($1)",
    [[DRAFT_SLUG, PUBLISHED_SLUG]],
  );
  const draft = rows.find((row) => row.slug === DRAFT_SLUG);
  const published = rows.find((row) => row.slug === PUBLISHED_SLUG);
  expect(draft?.published, "the seed has a draft").toBe(false);
  expect(published?.published).toBe(true);
  draftId = draft!.id;
  publishedId = published!.id;
  categoryId = published!.category_id;
  visitor = await createUser();
  staff = await createUser({ appMetadata: { role: "staff" } });
});

const articleFingerprint = async () =>
  await sql("select id, title, slug, published, content, tags from public.knowledge_articles order by id");
const categoryFingerprint = async () =>
  await sql("select id, name, slug, icon from public.knowledge_categories order by id");

describe("reading the knowledge base", () => {
  it("lists every published article to a visitor and no draft", async () => {
    const { data, error } = await anonClient().from("knowledge_articles").select("id, slug, published");
    expect(error).toBeNull();
    const [{ n }] = (await sql<{ n: string }>(
      "select count(*) as n from public.knowledge_articles where published",
    )) as [{ n: string }];
    expect(data).toHaveLength(Number(n));
    expect(data!.every((row) => row.published)).toBe(true);
    expect(data!.map((row) => row.slug)).not.toContain(DRAFT_SLUG);
  });

  it("does not give a visitor a draft by slug or by id, however asked", async () => {
    const anon = anonClient();
    const bySlug = await anon.from("knowledge_articles").select("*").eq("slug", DRAFT_SLUG).maybeSingle();
    expect(bySlug).toMatchObject({ data: null, error: null });
    const byId = await anon.from("knowledge_articles").select("*").eq("id", draftId).maybeSingle();
    expect(byId).toMatchObject({ data: null, error: null });
    const byFilter = await anon.from("knowledge_articles").select("id").or(`published.eq.false,id.eq.${draftId}`);
    expect(byFilter.data).toEqual([]);
    const byHead = await anon
      .from("knowledge_articles")
      .select("id", { count: "exact", head: true })
      .eq("published", false);
    expect(byHead.count).toBe(0);
  });

  it("does not give a signed-in user without the staff role a draft either", async () => {
    const { data } = await visitor.client.from("knowledge_articles").select("id").eq("id", draftId);
    expect(data).toEqual([]);
  });

  it("does not treat user_metadata as a staff claim", async () => {
    const pretender = await createUser({ userMetadata: { role: "staff" } });
    const { data } = await pretender.client.from("knowledge_articles").select("id").eq("id", draftId);
    expect(data).toEqual([]);
  });

  it("shows staff the drafts", async () => {
    const { data } = await staff.client.from("knowledge_articles").select("id").eq("id", draftId);
    expect(data).toEqual([{ id: draftId }]);
  });

  it("lists the categories to a visitor", async () => {
    const { data, error } = await anonClient().from("knowledge_categories").select("id, name, icon");
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(5);
    expect(data!.every((row) => typeof row.icon === "string" && row.icon.length > 0)).toBe(true);
  });
});

describe("changing the knowledge base", () => {
  const newArticle = () => ({
    title: "Injected article",
    slug: `injected-${Date.now()}`,
    content: "<p>x</p>",
    published: true,
  });

  async function expectNoWrites(client: SupabaseClient) {
    const articlesBefore = await articleFingerprint();
    const categoriesBefore = await categoryFingerprint();

    const insertArticle = await client.from("knowledge_articles").insert(newArticle()).select();
    expect(insertArticle.error?.code).toBe("42501");
    const updatePublished = await client
      .from("knowledge_articles")
      .update({ title: "Defaced" })
      .eq("id", publishedId)
      .select();
    const publishDraft = await client.from("knowledge_articles").update({ published: true }).eq("id", draftId).select();
    const deleteArticle = await client.from("knowledge_articles").delete().eq("id", publishedId).select();
    for (const result of [updatePublished, publishDraft, deleteArticle]) {
      // Refused outright (no grant) or matched no row the caller may change (RLS).
      if (result.error) expect(result.error.code).toBe("42501");
      else expect(result.data).toEqual([]);
    }

    const insertCategory = await client.from("knowledge_categories").insert({ name: "Injected", slug: "injected" });
    expect(insertCategory.error?.code).toBe("42501");
    const updateCategory = await client
      .from("knowledge_categories")
      .update({ name: "Defaced" })
      .eq("id", categoryId)
      .select();
    const deleteCategory = await client.from("knowledge_categories").delete().eq("id", categoryId).select();
    for (const result of [updateCategory, deleteCategory]) {
      if (result.error) expect(result.error.code).toBe("42501");
      else expect(result.data).toEqual([]);
    }

    expect(await articleFingerprint()).toEqual(articlesBefore);
    expect(await categoryFingerprint()).toEqual(categoriesBefore);
  }

  it("refuses a visitor every insert, update and delete on articles and categories", async () => {
    await expectNoWrites(anonClient());
  });

  it("refuses a signed-in user without the staff role every insert, update and delete", async () => {
    await expectNoWrites(visitor.client);
  });

  it("lets staff add, edit and remove an article", async () => {
    const article = newArticle();
    const inserted = await staff.client.from("knowledge_articles").insert(article).select("id").single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id as string;
    const updated = await staff.client.from("knowledge_articles").update({ title: "Edited article" }).eq("id", id);
    expect(updated.error).toBeNull();
    expect((await sql("select title from public.knowledge_articles where id = $1", [id]))[0]).toEqual({
      title: "Edited article",
    });
    const removed = await staff.client.from("knowledge_articles").delete().eq("id", id);
    expect(removed.error).toBeNull();
    expect(await sql("select id from public.knowledge_articles where id = $1", [id])).toEqual([]);
  });
});
