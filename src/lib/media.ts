/**
 * Resolves once a media query matches (immediately when rendering at build
 * time). Used to load code that only one screen size needs, such as the
 * desktop menus, which a phone never downloads.
 */
export function whenMediaMatches(query: string): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const media = window.matchMedia(query);
  if (media.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!media.matches) return;
      media.removeEventListener("change", onChange);
      resolve();
    };
    media.addEventListener("change", onChange);
  });
}

export const DESKTOP_QUERY = "(min-width: 1024px)";
