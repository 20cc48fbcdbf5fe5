/**
 * The article editor's form: its values, their rules (the database's check
 * constraints, in words), and the conversion to and from a database row.
 */
import { z } from "#kernel/zod.ts";
import { editorCopy } from "./copy";
import { htmlToText, readTimeMinutes } from "~/lib/read-time";
import { isValidSlug } from "./slug";

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;
export const MAX_BODY_LENGTH = 200_000;

/** "VAT, MTD ,, vat, Landlords" → ["VAT", "MTD", "Landlords"]: trimmed, no blanks, no repeats in any case. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag === "" || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const errors = editorCopy.errors;

export const articleFormSchema = z.object({
  title: z.string().trim().min(3, errors.title).max(200, errors.title),
  slug: z.string().trim().refine(isValidSlug, errors.slug),
  description: z.string().trim().max(400, errors.description),
  categoryId: z.string(),
  tags: z.string().refine((text) => {
    const tags = parseTags(text);
    return tags.length <= MAX_TAGS && tags.every((tag) => tag.length <= MAX_TAG_LENGTH);
  }, errors.tags),
  tldr: z.string().trim().max(1000, errors.tldr),
  authorName: z.string().trim().max(100, errors.author),
  headerImage: z.string().nullable(),
  content: z
    .string()
    .refine((html) => htmlToText(html) !== "", errors.body)
    .refine((html) => html.length <= MAX_BODY_LENGTH, errors.bodyTooLong),
});

export type ArticleFormValues = z.input<typeof articleFormSchema>;

export const emptyArticleForm: ArticleFormValues = {
  title: "",
  slug: "",
  description: "",
  categoryId: "",
  tags: "",
  tldr: "",
  authorName: "",
  headerImage: null,
  content: "",
};

interface StoredArticle {
  title: string;
  slug: string;
  description: string | null;
  category_id: string | null;
  tags: string[];
  tldr: string | null;
  author_name: string | null;
  header_image: string | null;
  content: string;
}

export function formValuesFrom(article: StoredArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    description: article.description ?? "",
    categoryId: article.category_id ?? "",
    tags: article.tags.join(", "),
    tldr: article.tldr ?? "",
    authorName: article.author_name ?? "",
    headerImage: article.header_image,
    content: article.content,
  };
}

/** What the editor saves: the stored fields plus those it works out. */
export interface ArticleRow extends StoredArticle {
  read_time_minutes: number;
  published: boolean;
}

export function articleRow(values: ArticleFormValues, content: string, published: boolean): ArticleRow {
  const blank = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: blank(values.description),
    category_id: values.categoryId === "" ? null : values.categoryId,
    tags: parseTags(values.tags),
    tldr: blank(values.tldr),
    author_name: blank(values.authorName),
    header_image: values.headerImage,
    content,
    read_time_minutes: readTimeMinutes(content),
    published,
  };
}
