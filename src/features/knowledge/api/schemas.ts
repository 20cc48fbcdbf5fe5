/**
 * The shapes of the knowledge base's rows, checked as they arrive (spec
 * section 3: description, category and tags are treated as empty when absent).
 * Loaded with the backend client after the page is on screen (api/backend.ts),
 * so zod is never part of a page's first download.
 */
import { z } from "#kernel/zod.ts";
import type { Article, ArticleCard, KnowledgeCategory } from "../types";

const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const categorySchema = z.object({
  id: text,
  name: text,
  slug: text,
  icon: optionalText,
  description: optionalText,
}) satisfies z.ZodType<KnowledgeCategory, unknown>;

export const articleCardSchema = z.object({
  id: text,
  title: text,
  slug: text,
  description: optionalText,
  category_id: optionalText,
  tags: z
    .array(z.string())
    .nullish()
    .transform((tags) => tags ?? []),
  read_time_minutes: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  header_image: optionalText,
  created_at: text,
}) satisfies z.ZodType<ArticleCard, unknown>;

export const articleSchema = articleCardSchema.extend({
  content: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
  updated_at: text,
  author_name: optionalText,
  author_avatar: optionalText,
  tldr: optionalText,
}) satisfies z.ZodType<Article, unknown>;

export const categoriesSchema = z.array(categorySchema);
export const articleCardsSchema = z.array(articleCardSchema);
