// The mail sink: SMTP in (from Node and from an edge function, through ordinary SMTP settings),
// the Mailpit-style JSON API and the web inbox out. Other test files send mail to the same inbox at
// the same time, so each test looks only at its own messages and deletes only those.
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { anonClient, mail, stack } from "../../../tests/support/stack.ts";

describe("mail sink", () => {
  it("captures a message sent over SMTP and serves it as JSON", async () => {
    const transport = nodemailer.createTransport({ host: stack().smtp.host, port: stack().smtp.port, secure: false });
    await transport.sendMail({
      from: '"Firm Website" <hello@elmsteadpartners.co.uk>',
      to: "client@example.test",
      cc: "partner@example.test",
      subject: "Your quote £1,250",
      text: "Thank you for your enquiry.",
      html: "<p>Thank you for your <strong>enquiry</strong>.</p>",
    });
    const message = await mail.waitFor({ to: "client@example.test", subject: "Your quote" });
    expect(message).toMatchObject({
      From: { Name: "Firm Website", Address: "hello@elmsteadpartners.co.uk" },
      To: [{ Name: "", Address: "client@example.test" }],
      Cc: [{ Name: "", Address: "partner@example.test" }],
      Subject: "Your quote £1,250",
      Text: "Thank you for your enquiry.\n",
    });
    expect(message.HTML).toContain("<strong>enquiry</strong>");
    const list = (await mail.list()).filter((summary) => summary.To.some((to) => to.Address === "client@example.test"));
    expect(list).toHaveLength(1);
    expect(list[0]!.Snippet).toBe("Thank you for your enquiry.");
  });

  it("captures mail an edge function sends with SMTP_HOST/SMTP_PORT/MAIL_FROM", async () => {
    const { error } = await anonClient().functions.invoke("stack-mail", {
      body: { to: "someone@example.test", subject: "Sent from a function", text: "Hello from Deno" },
    });
    expect(error).toBeNull();
    const message = await mail.waitFor({ to: "someone@example.test" });
    expect(message.From.Address).toBe("hello@elmsteadpartners.co.uk");
    expect(message.Text.trim()).toBe("Hello from Deno");
  });

  it("lists messages in the web inbox and clears them", async () => {
    const transport = nodemailer.createTransport({ host: stack().smtp.host, port: stack().smtp.port, secure: false });
    await transport.sendMail({ from: "a@example.test", to: "b@example.test", subject: "Inbox <check>", text: "x" });
    const own = await mail.waitFor({ subject: "Inbox <check>" });
    const page = await (await fetch(stack().inboxUrl)).text();
    expect(page).toContain("Inbox &lt;check&gt;");
    const deleted = await fetch(`${stack().inboxUrl}/api/v1/messages`, {
      method: "DELETE",
      body: JSON.stringify({ IDs: [own.ID] }),
    });
    expect(deleted.ok).toBe(true);
    expect((await mail.list()).map((summary) => summary.ID)).not.toContain(own.ID);
  });
});
