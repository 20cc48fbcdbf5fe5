/** /email/unsubscribe: the unsubscribe link every marketing e-mail carries. */
import { unsubscribeLinkSchema } from "#kernel/schemas/email-link.ts";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";
import { unsubscribeCopy } from "./copy";
import { EmailLinkPage } from "./email-link-page";

export const head: PageMeta = { ...unsubscribeCopy.head, path: paths.emailUnsubscribe.path };

export default function UnsubscribePage() {
  return <EmailLinkPage copy={unsubscribeCopy} functionName="unsubscribe" schema={unsubscribeLinkSchema} />;
}
