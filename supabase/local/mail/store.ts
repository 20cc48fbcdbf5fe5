/** The captured messages, kept in memory (like a fresh Mailpit), newest first. */
import PostalMime from "postal-mime";

export interface Address {
  Name: string;
  Address: string;
}

export interface Message {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Size: number;
  Text: string;
  HTML: string;
  Attachments: { FileName: string; ContentType: string; Size: number }[];
  Raw: string;
}

const addr = (a?: { name?: string; address?: string } | null): Address => ({
  Name: a?.name ?? "",
  Address: a?.address ?? "",
});

export class MailStore {
  #messages: Message[] = [];
  #listeners = new Set<() => void>();
  /** False while the sink is "down" (PUT /api/v1/sink): it refuses every message, as a mail server that is off. */
  accepting = true;

  async add(raw: string, envelope: { from: string; to: string[] }): Promise<Message> {
    const parsed = await PostalMime.parse(raw);
    const to = (parsed.to ?? []).map(addr);
    const headerRecipients = new Set(to.map((a) => a.Address.toLowerCase()));
    // Envelope recipients not in the headers are Bcc, as Mailpit shows them.
    const bcc = envelope.to
      .filter(
        (a) =>
          !headerRecipients.has(a.toLowerCase()) &&
          !(parsed.cc ?? []).some((c) => c.address?.toLowerCase() === a.toLowerCase()),
      )
      .map((a) => ({ Name: "", Address: a }));
    const message: Message = {
      ID: crypto.randomUUID(),
      MessageID: parsed.messageId ?? "",
      From: parsed.from ? addr(parsed.from) : { Name: "", Address: envelope.from },
      To: to,
      Cc: (parsed.cc ?? []).map(addr),
      Bcc: bcc,
      ReplyTo: (parsed.replyTo ?? []).map(addr),
      Subject: parsed.subject ?? "",
      Created: new Date().toISOString(),
      Size: new TextEncoder().encode(raw).byteLength,
      Text: parsed.text ?? "",
      HTML: parsed.html ?? "",
      Attachments: (parsed.attachments ?? []).map((a) => ({
        FileName: a.filename ?? "",
        ContentType: a.mimeType,
        Size: typeof a.content === "string" ? a.content.length : (a.content as ArrayBuffer).byteLength,
      })),
      Raw: raw,
    };
    this.#messages.unshift(message);
    for (const l of this.#listeners) l();
    return message;
  }

  list(): Message[] {
    return [...this.#messages];
  }

  get(id: string): Message | undefined {
    return this.#messages.find((m) => m.ID === id);
  }

  delete(ids?: string[]): void {
    this.#messages = ids ? this.#messages.filter((m) => !ids.includes(m.ID)) : [];
  }

  /** Mailpit-style search: `to:addr`, `from:addr`, `subject:words`, or free text. */
  search(query: string): Message[] {
    const terms = query.match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
    return this.#messages.filter((m) =>
      terms.every((t) => {
        const [, field, value] = /^(?:(\w+):)?"?(.*?)"?$/.exec(t)!;
        const v = value!.toLowerCase();
        const list = (a: Address[]) =>
          a.some((x) => x.Address.toLowerCase().includes(v) || x.Name.toLowerCase().includes(v));
        switch (field) {
          case "to":
            return list(m.To) || list(m.Cc) || list(m.Bcc);
          case "from":
            return list([m.From]);
          case "subject":
            return m.Subject.toLowerCase().includes(v);
          default:
            return (m.Subject + m.Text + m.From.Address + m.To.map((x) => x.Address).join(" "))
              .toLowerCase()
              .includes(v);
        }
      }),
    );
  }

  onChange(fn: () => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }
}
