/**
 * What the article body editor can hold: headings 2 to 4 (the title is the
 * page's h1), paragraphs, bold, italic, lists, quotes, links and tables. No
 * code blocks, rules, images in the body or inline styles. Link addresses are
 * limited to the schemes the article sanitiser keeps. New links get no target
 * or rel, and the sanitiser drops those of pasted ones: the article page
 * decides which links open a new tab.
 */
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedLink } from "./link-address";

export const articleExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
];
