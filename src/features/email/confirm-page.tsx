/** /email/confirm: the double opt-in link of a sign-up's confirmation e-mail. */
import { confirmLinkSchema } from "#kernel/schemas/email-link.ts";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";
import { confirmCopy } from "./copy";
import { EmailLinkPage } from "./email-link-page";

export const head: PageMeta = { ...confirmCopy.head, path: paths.emailConfirm.path };

export default function ConfirmEmailPage() {
  return <EmailLinkPage copy={confirmCopy} functionName="confirm-email" schema={confirmLinkSchema} />;
}
