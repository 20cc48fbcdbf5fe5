// @ts-check
/**
 * Which settings in supabase/config.toml the Supabase CLI would not recognise. The CLI decodes the
 * file into fixed structs, so a misspelt or outdated key (`[auth.email] enabled` for
 * `enable_signup`) is never applied to the hosted project: it must fail here instead.
 */
import keyFile from "./supabase-cli-config-keys.json" with { type: "json" };

/** @typedef {true | { [key: string]: KeyTree }} KeyTree */

/**
 * Dotted paths of `config`'s keys that `known` does not list.
 * @param {Record<string, unknown>} config parsed TOML
 * @param {KeyTree} [known]
 * @returns {string[]}
 */
export function unknownConfigKeys(config, known = /** @type {KeyTree} */ (keyFile.keys)) {
  /** @type {string[]} */
  const unknown = [];
  /** @param {unknown} value @param {KeyTree} tree @param {string} path */
  const walk = (value, tree, path) => {
    if (tree === true || !value || typeof value !== "object" || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const subtree = tree[key] ?? tree["*"];
      if (subtree === undefined) unknown.push(path + key);
      else walk(child, subtree, `${path}${key}.`);
    }
  };
  walk(config, known, "");
  return unknown;
}
