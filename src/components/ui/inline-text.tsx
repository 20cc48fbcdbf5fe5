import { Fragment } from "react";
import { parseInline } from "~/lib/inline-markup";
import { SmartLink } from "./smart-link";

/** Renders content text with its `**bold**` and `[label](href)` markup. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        switch (token.type) {
          case "text":
            return <Fragment key={index}>{token.text}</Fragment>;
          case "strong":
            return <strong key={index} className="font-semibold text-navy-900">{token.text}</strong>;
          case "link":
            return (
              <SmartLink key={index} href={token.href} className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900">
                {token.text}
              </SmartLink>
            );
        }
      })}
    </>
  );
}
