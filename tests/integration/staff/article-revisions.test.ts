/**
 * Article history (issue 17, item 4): every save that changes an article is kept by the database
 * with who made it, staff read it, nobody writes it through the API, and each article keeps its
 * last 25 versions.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let staff: TestUser;
let counter = 0;
const slug = () => `history-${Date.now().toString(36)}-${++counter}`;

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
});

async function newArticle(client = staff.client) {
  const { data, error } = await client
    .from("knowledge_articles")
    .insert({ title: "First words on VAT", slug: slug(), content: "<p>One</p>" })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

const history = async (articleId: string) =>
  (
    await staff.client
      .from("article_revisions")
      .select("title, content, published, saved_by_email")
      .eq("article_id", articleId)
      .order("saved_at", { ascending: false })
  ).data!;

describe("article history", () => {
  it("keeps each save that changes the article, with who made it, and skips one that changes nothing", async () => {
    const id = await newArticle();
    await staff.client.from("knowledge_articles").update({ title: "Second words on VAT" }).eq("id", id);
    await staff.client.from("knowledge_articles").update({ title: "Second words on VAT" }).eq("id", id);
    await staff.client.from("knowledge_articles").update({ published: true }).eq("id", id);
    const versions = await history(id);
    expect(versions.map((version) => [version.title, version.published])).toEqual([
      ["Second words on VAT", true],
      ["Second words on VAT", false],
      ["First words on VAT", false],
    ]);
    expect(new Set(versions.map((version) => version.saved_by_email))).toEqual(new Set([staff.email]));
  });

  it("keeps the last 25 versions of an article", async () => {
    const id = await newArticle();
    for (let version = 2; version <= 30; version++)
      await sql("update public.knowledge_articles set content = $2 where id = $1", [id, `<p>Version ${version}</p>`]);
    const versions = await history(id);
    expect(versions).toHaveLength(25);
    expect(versions[0]!.content).toBe("<p>Version 30</p>");
    expect(versions.at(-1)!.content).toBe("<p>Version 6</p>");
  });

  it("lets nobody write or rewrite history through the API, and visitors and non-staff read none", async () => {
    const id = await newArticle();
    const outsider = await createUser();
    for (const client of [staff.client, outsider.client, anonClient()]) {
      const { error: inserted } = await client
        .from("article_revisions")
        .insert({ article_id: id, title: "Forged", slug: "forged", content: "", published: false });
      expect(inserted).not.toBeNull();
      await client.from("article_revisions").update({ title: "Rewritten" }).eq("article_id", id);
      await client.from("article_revisions").delete().eq("article_id", id);
    }
    for (const client of [outsider.client, anonClient()]) {
      const { data } = await client.from("article_revisions").select("id").eq("article_id", id);
      expect(data ?? []).toEqual([]);
    }
    expect((await history(id)).map((version) => version.title)).toEqual(["First words on VAT"]);
  });

  it("goes with the article when it is deleted", async () => {
    const id = await newArticle();
    await staff.client.from("knowledge_articles").delete().eq("id", id);
    expect(await sql("select 1 from public.article_revisions where article_id = $1", [id])).toEqual([]);
  });
});
