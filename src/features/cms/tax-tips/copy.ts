/** The words of the tax tips e-mail. */

export const taxTipsCopy = {
  heading: "Tax tips by e-mail",
  intro:
    "Write to everyone who asked for the firm's tax tips and confirmed their address. Each copy carries its own unsubscribe link, and anyone who has unsubscribed by the time it goes is left out.",
  audience: (count: number) => (count === 1 ? "1 person will receive it." : `${count} people will receive it.`),
  nobody: "Nobody can receive it: no one who signed up has a confirmed address that is still subscribed.",
  subject: "Subject",
  body: "Message",
  bodyHint:
    "Plain text. Leave a blank line between paragraphs. The greeting, the firm's address and the unsubscribe link are added.",
  send: "Send…",
  confirm: {
    title: (count: number) => `Send this e-mail to ${count === 1 ? "1 person" : `${count} people`}?`,
    body: "It starts going out at once, a few dozen a minute, and cannot be recalled.",
    confirm: "Send now",
    cancel: "Cancel",
  },
  sending: "Sending…",
  sent: (count: number) => ({
    title: "Tax tips e-mail sent",
    description: `Queued for ${count === 1 ? "1 person" : `${count} people`}; the outbox sends it now.`,
  }),
  failed: "The e-mail could not be sent",
  history: "Sent before",
  historyEntry: (when: string, who: string | null, count: number) =>
    `${when}${who ? ` by ${who}` : ""}, to ${count === 1 ? "1 person" : `${count} people`}`,
  outcomes: (sent: number, waiting: number, withheld: number, failed: number) =>
    [
      `${sent} sent`,
      waiting > 0 && `${waiting} still going`,
      withheld > 0 && `${withheld} left out (unsubscribed before it went)`,
      failed > 0 && `${failed} could not be delivered`,
    ]
      .filter(Boolean)
      .join(", "),
  none: "None sent yet.",
  loadFailed: "The tax tips e-mail could not be loaded",
  retry: "Try again",
};
