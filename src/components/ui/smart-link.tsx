import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { linkKind } from "~/lib/links";

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
};

/**
 * One link component for every kind of href: router links for site paths,
 * smooth in-page anchors, and external pages in a new tab (announced to
 * screen-reader users, who otherwise lose their place).
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  switch (linkKind(href)) {
    case "internal":
      return (
        <Link to={href} prefetch="intent" {...rest}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case "anchor":
    case "contact":
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
  }
}
