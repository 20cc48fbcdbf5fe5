// @ts-check
/**
 * A few queries over parse5's tree: what the built-site checks need, and no more. parse5 parses
 * as a browser does (without running scripts or styles), so a page is read as a crawler reads it.
 */
import { parse } from "parse5";

/** @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element */
/** @typedef {import("parse5").DefaultTreeAdapterMap["document"]} Document */
/** @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"]} ParentNode */

/** @param {string} html */
export function parseHtml(html) {
  return parse(html);
}

/** @type {WeakMap<ParentNode, Element[]>} */
const listed = new WeakMap();

/**
 * Every element under `node`, in document order (listed once per node: the checks query each page
 * many times).
 * @param {ParentNode} node
 * @returns {Element[]}
 */
export function elements(node) {
  let found = listed.get(node);
  if (found) return found;
  found = [];
  /** @param {ParentNode} parent @param {Element[]} stack */
  const pushChildren = (parent, stack) => {
    const children = parent.childNodes ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child && "tagName" in child) stack.push(child);
    }
  };
  /** @type {Element[]} */
  const stack = [];
  pushChildren(node, stack);
  while (stack.length > 0) {
    const element = /** @type {Element} */ (stack.pop());
    found.push(element);
    const content = element.tagName === "template" && "content" in element ? element.content : null;
    pushChildren(/** @type {ParentNode} */ (content ?? element), stack);
  }
  listed.set(node, found);
  return found;
}

/**
 * The elements under `node` with this tag name and, if given, these attribute values.
 * @param {ParentNode} node
 * @param {string} tagName
 * @param {Record<string, string>} [attributes]
 */
export function all(node, tagName, attributes = {}) {
  const found = [];
  for (const element of elements(node)) {
    if (element.tagName !== tagName) continue;
    if (Object.entries(attributes).every(([name, value]) => attr(element, name) === value)) found.push(element);
  }
  return found;
}

/**
 * @param {ParentNode} node
 * @param {string} tagName
 * @param {Record<string, string>} [attributes]
 * @returns {Element | undefined}
 */
export function first(node, tagName, attributes = {}) {
  return all(node, tagName, attributes)[0];
}

/** @param {Element} element @param {string} name */
export function attr(element, name) {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/**
 * The text under a node, as textContent gives it.
 * @param {import("parse5").DefaultTreeAdapterMap["node"]} node
 * @returns {string}
 */
export function text(node) {
  if ("value" in node && node.nodeName === "#text") return String(node.value);
  if (!("childNodes" in node)) return "";
  return node.childNodes.map(text).join("");
}

/** Every id in the document. @param {ParentNode} node */
export function ids(node) {
  const found = new Set();
  for (const element of elements(node)) {
    const id = attr(element, "id");
    if (id !== null) found.add(id);
  }
  return found;
}
