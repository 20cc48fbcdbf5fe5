/**
 * A name as the firm's e-mails show it: with a zero-width space after each character a mail client
 * could build a link around (a full stop or one of its lookalikes, ":", "/", "@" or "\") wherever
 * more text follows it straight away, so that no client makes a link of it. The name rules
 * (kernel/schemas/person-name.ts) keep such names out of the forms; this keeps the e-mails safe
 * from one that reached the database some other way (a correction, a row from before the rules).
 * The reader sees nothing of it: "St. John" and "Jr." are untouched, "www.example.com" reads the same.
 */
const LINK_MAKERS = /([.\u2024\ufe52\uff0e\u3002\uff61:/\\@])(?=\S)/gu;

export function unlinked(name: string): string {
  return name.replace(LINK_MAKERS, "$1\u200b");
}
