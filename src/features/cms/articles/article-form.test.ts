import { describe, expect, it } from "vitest";
import { articleFormSchema, articleRow, emptyArticleForm, formValuesFrom, parseTags } from "./article-form";

const valid = {
  ...emptyArticleForm,
  title: "VAT registration threshold",
  slug: "vat-registration-threshold",
  content: "<p>Register when taxable turnover passes £90,000.</p>",
};

describe("parseTags", () => {
  it("splits on commas, trims, drops blanks and repeats in any case", () => {
    expect(parseTags(" VAT, MTD ,, vat,  Landlords  and   lettings ")).toEqual([
      "VAT",
      "MTD",
      "Landlords and lettings",
    ]);
    expect(parseTags("")).toEqual([]);
  });
});

describe("articleFormSchema", () => {
  it("accepts a complete article", () => {
    expect(articleFormSchema.safeParse(valid).success).toBe(true);
  });

  it("names each problem in words", () => {
    const result = articleFormSchema.safeParse({
      ...valid,
      title: "Hi",
      slug: "Not A Slug",
      description: "x".repeat(401),
      tags: Array.from({ length: 21 }, (_, index) => `tag${index}`).join(","),
      content: "<p> </p>",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: "Enter a title of 3 to 200 characters.",
      slug: "Use lower-case letters, numbers and single dashes, up to 120 characters.",
      description: "Keep the description to 400 characters or fewer.",
      tags: "Use up to 20 tags of up to 40 characters each.",
      content: "Write the body of the article.",
    });
  });
});

describe("articleRow", () => {
  it("stores blanks as null, tags as a list and the read time worked out from the body", () => {
    const body = `<p>${"word ".repeat(450)}</p>`;
    const row = articleRow({ ...valid, tags: "VAT, MTD", description: "  " }, body, true);
    expect(row).toEqual({
      title: "VAT registration threshold",
      slug: "vat-registration-threshold",
      description: null,
      category_id: null,
      tags: ["VAT", "MTD"],
      tldr: null,
      author_name: null,
      header_image: null,
      content: body,
      read_time_minutes: 3,
      published: true,
    });
  });

  it("round-trips through the form", () => {
    const stored = {
      title: "T",
      slug: "t",
      description: "D",
      category_id: "c",
      tags: ["a", "b"],
      tldr: null,
      author_name: "Amara Okafor",
      header_image: "https://x.supabase.co/storage/v1/object/public/article-images/headers/a.png",
      content: "<p>Body</p>",
    };
    const row = articleRow(formValuesFrom(stored), stored.content, false);
    expect(row).toMatchObject({ ...stored, published: false, read_time_minutes: 1 });
  });
});
