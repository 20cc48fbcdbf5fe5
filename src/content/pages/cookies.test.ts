/**
 * The cookies notice against the code: every name the site keeps in a browser is described on the
 * page, in the storage it really uses, and no code keeps anything under a name the notice does not
 * know (every write goes through a name from src/lib/browser-storage.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { browserStorage } from "~/lib/browser-storage";
import cookies from "./cookies";

const src = fileURLToPath(new URL("../..", import.meta.url));
const areaWords = { local: "local storage", session: "session storage" } as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each card of the "what we store" grid, as one text. */
function storageCards(): string[] {
  const grid = cookies.sections.find((section) => "id" in section && section.id === "what-we-store");
  if (!grid || grid.type !== "cardGrid") throw new Error("the cookies page has no #what-we-store card grid");
  return grid.items.map((item) => [item.title, item.description, ...(item.points ?? [])].join("\n"));
}

describe("the cookies notice", () => {
  it.each(Object.entries(browserStorage))("describes %s, by its name and the storage it is in", (_, entry) => {
    const card = storageCards().find((text) => text.includes(entry.name));
    expect(card, `no card names ${entry.name}`).toBeDefined();
    expect(card).toContain(areaWords[entry.area]);
  });

  it("knows every name the code keeps in a browser", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, "utf8");
      // A name written straight into a storage call, not taken from the list.
      if (/(?:localStorage|sessionStorage|storage)\.setItem\(\s*["'`]/.test(text))
        offenders.push(`${relative(src, file)}: a storage name written in place`);
      if (/\.setItem\(/.test(text) && !/~\/lib\/browser-storage|\.\/browser-storage/.test(text))
        offenders.push(`${relative(src, file)}: writes to storage without the list of names`);
      if (/document\.cookie\s*=/.test(text)) offenders.push(`${relative(src, file)}: sets a cookie`);
    }
    expect(offenders).toEqual([]);
  });
});
