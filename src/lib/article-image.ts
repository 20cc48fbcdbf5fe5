/** An article's header image: the address a page may load, or the placeholder. */
import { publicStorageUrl } from "./public-storage";

/** Shown when an article has no header image of its own (spec: "a placeholder image if none"). */
export const PLACEHOLDER_IMAGE = "/images/knowledge/placeholder.webp";

/** The header images' intrinsic size (1200 × 630, the Open Graph shape), so the layout never shifts. */
export const HEADER_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// Read directly rather than through readPublicEnv: the knowledge pages' first download carries no schema library.
const backend = import.meta.env.VITE_SUPABASE_URL as string | undefined;
const storagePrefix = backend ? publicStorageUrl(backend) : null;

/**
 * An image address from the database, if it is one we are willing to load: a
 * path on this site, an https URL, or the backend's public storage. Anything
 * else (javascript:, data:, other http:) is treated as no image.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? "";
  if (url === "") return null;
  if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
  if (/^https:\/\/[^\s/]+(\/[^\s]*)?$/i.test(url)) return url;
  // Images uploaded through the CMS live in the backend's storage (plain http on the local stack).
  if (storagePrefix && url.startsWith(storagePrefix) && !/\s/.test(url)) return url;
  return null;
}

export const headerImage = (value: string | null | undefined) => safeImageUrl(value) ?? PLACEHOLDER_IMAGE;
