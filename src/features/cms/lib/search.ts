/** Case-insensitive substring search for the CMS lists. */
const normalise = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** True when every word of the search appears in one of the fields (an empty search matches everything). */
export function matchesSearch(search: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.filter(Boolean).map((field) => normalise(field!));
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
