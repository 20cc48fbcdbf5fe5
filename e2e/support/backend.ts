/** The local backend the site's tests run against (started by scripts/test-site.mjs). */
export const inboxUrl = process.env.E2E_INBOX_URL ?? "http://127.0.0.1:55324";
export const apiUrl = process.env.E2E_API_URL ?? "http://127.0.0.1:55321";

interface MailSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** Waits for an e-mail to `to` in the local inbox and returns its text. */
export async function waitForMail(
  to: string,
  timeoutMs = 15_000,
): Promise<{ subject: string; text: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { messages } = (await (await fetch(`${inboxUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
    const found = messages.find((message) => message.To.some((recipient) => recipient.Address === to));
    if (found) {
      const full = (await (await fetch(`${inboxUrl}/api/v1/message/${found.ID}`)).json()) as {
        Subject: string;
        Text: string;
        HTML: string;
      };
      return { subject: full.Subject, text: full.Text, html: full.HTML };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
}

export async function countMailTo(to: string): Promise<number> {
  const { messages } = (await (await fetch(`${inboxUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  return messages.filter((message) => message.To.some((recipient) => recipient.Address === to)).length;
}
