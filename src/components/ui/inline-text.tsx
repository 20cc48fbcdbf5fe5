import { Fragment } from "react";
import { parseInline } from "~/lib/inline-markup";
import { SmartLink } from "./smart-link";

/** Renders content text with its `**bold**` and `[label](href)` markup. */
const linkClasses = {
  light: "font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900",
  dark: "font-semibold text-white underline underline-offset-2 hover:text-teal-100",
};

/** Bold text is navy on light backgrounds; on a dark band it keeps the band's light text colour. */
const strongClasses = {
  light: "font-semibold text-navy-900",
  dark: "font-semibold",
};

/** `onDark` for text on the dark teal and navy bands, where links need light colours. */
export function InlineText({ text, onDark = false }: { text: string; onDark?: boolean }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        switch (token.type) {
          case "text":
            return <Fragment key={index}>{token.text}</Fragment>;
          case "strong":
            return (
              <strong key={index} className={strongClasses[onDark ? "dark" : "light"]}>
                {token.text}
              </strong>
            );
          case "link":
            return (
              <SmartLink key={index} href={token.href} className={linkClasses[onDark ? "dark" : "light"]}>
                {token.text}
              </SmartLink>
            );
        }
      })}
    </>
  );
}
