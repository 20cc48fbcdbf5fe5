/** Test data for the knowledge base: categories, cards and a generated large fixture. */
import type { Article, ArticleCard, KnowledgeCategory } from "../types";

export const categories: KnowledgeCategory[] = [
  { id: "c-ltd", name: "Limited Companies", slug: "limited-companies", icon: "building" },
  { id: "c-prop", name: "Landlords & Property", slug: "landlords-and-property", icon: "home" },
  { id: "c-vat", name: "VAT & Making Tax Digital", slug: "vat-and-making-tax-digital", icon: "no-such-icon" },
];

export const card = (overrides: Partial<ArticleCard> & Pick<ArticleCard, "id" | "title">): ArticleCard => ({
  slug: overrides.id,
  description: `About ${overrides.title}.`,
  category_id: null,
  tags: [],
  read_time_minutes: 4,
  header_image: null,
  created_at: "2026-01-01T09:00:00Z",
  ...overrides,
});

export const cards: ArticleCard[] = [
  card({
    id: "vat-registration-threshold",
    title: "VAT registration: the £90,000 threshold",
    description: `${"How the threshold is measured and when you must register. ".repeat(4)}The end.`,
    category_id: "c-vat",
    tags: ["vat", "vat registration", "small business", "deadlines", "hmrc"],
    read_time_minutes: 7,
    header_image: "/images/knowledge/vat-registration-threshold.webp",
    created_at: "2026-03-01T09:00:00Z",
  }),
  card({
    id: "section-24",
    title: "Section 24 mortgage interest",
    description: "What landlords can still claim for finance costs.",
    category_id: "c-prop",
    tags: ["landlords", "property"],
    read_time_minutes: null,
    created_at: "2026-02-01T09:00:00Z",
  }),
  card({
    id: "director-salary",
    title: "Director salary vs dividends",
    description: null,
    category_id: "c-gone",
    tags: ["directors", "dividends", "salary"],
    created_at: "2026-01-15T09:00:00Z",
  }),
];

export const article = (overrides: Partial<Article> = {}): Article => ({
  ...cards[0]!,
  content: "<h2>The thresholds</h2><p>Registration threshold: <strong>£90,000</strong>.</p>",
  updated_at: "2026-11-10T10:00:00Z",
  author_name: "Chloe Bennett",
  author_avatar: null,
  tldr: "Register if your rolling 12-month taxable turnover goes over £90,000.",
  ...overrides,
});

const words = ["vat", "tax", "landlord", "payroll", "dividend", "pension", "charity", "invoice", "mileage", "capital"];

/** A thousand articles with varied titles, descriptions and tags: a test fixture, never seeded. */
export function manyCards(count = 1000): ArticleCard[] {
  return Array.from({ length: count }, (_, index) => {
    const word = (offset: number) => words[(index * 7 + offset) % words.length]!;
    return card({
      id: `generated-${index}`,
      title: `${word(0)} guide ${index}: ${word(3)} and ${word(5)} for small businesses`,
      description:
        `A practical explanation of ${word(1)} rules, ${word(2)} deadlines and how ${word(4)} affects your return, number ${index}. `.repeat(
          2,
        ),
      category_id: categories[index % categories.length]!.id,
      tags: [word(6), word(7), `topic ${index % 50}`, word(8)],
      read_time_minutes: (index % 12) + 1,
      created_at: new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString(),
    });
  });
}
