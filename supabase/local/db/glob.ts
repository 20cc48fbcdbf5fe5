/** Expands the seed paths of config.toml (relative to supabase/, `*`, `?` and `**` allowed). */

function toRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*" && glob[i + 1] === "*") {
      re += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

async function walk(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      const rel = prefix + entry.name;
      if (entry.isDirectory) out.push(...(await walk(`${dir}/${entry.name}`, `${rel}/`)));
      else out.push(rel);
    }
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  return out;
}

/** Absolute paths of existing files matching the patterns, in pattern order, each sorted, without repeats. */
export async function expandSeedPaths(baseDir: string, patterns: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const pattern of patterns) {
    const clean = pattern.replace(/^\.\//, "");
    const matches: string[] = [];
    if (!/[*?]/.test(clean)) {
      try {
        if ((await Deno.stat(`${baseDir}/${clean}`)).isFile) matches.push(clean);
      } catch {
        /* a missing seed file is not an error */
      }
    } else {
      const fixed = clean.slice(0, clean.search(/[*?]/)).replace(/[^/]*$/, "");
      const re = toRegExp(clean);
      for (const rel of await walk(`${baseDir}/${fixed}`.replace(/\/$/, ""), fixed)) {
        if (re.test(rel)) matches.push(rel);
      }
      matches.sort();
    }
    for (const rel of matches) {
      if (!seen.has(rel)) {
        seen.add(rel);
        result.push(rel);
      }
    }
  }
  return result;
}
