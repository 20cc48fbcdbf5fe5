/** The words of answering a person's request about their data: download and erase it, record a withdrawal. */

export const personalDataCopy = {
  heading: "Personal data requests",
  intro:
    "When someone asks what we hold about them, asks us to delete it, or tells us to stop sending them marketing, enter their e-mail address. Every export and erasure is recorded below, by who and when, without the address; a withdrawal goes into their consent history.",
  email: "Their e-mail address",
  emailInvalid: "Enter an e-mail address, like name@example.co.uk",
  exportButton: "Download what we hold",
  exportDataButton: "Download as data (JSON)",
  exportHint:
    "What we hold downloads a page the person can read, with every field named and UK times; send it with the data file, which they can keep or give to another organisation.",
  exporting: "Preparing…",
  exported: "The file has been saved. Send it to them securely.",
  exportFailed: "The data could not be exported",
  eraseButton: "Erase…",
  withdrawButton: "Record a withdrawal of consent",
  withdrawing: "Recording…",
  withdrawn: (email: string, signups: number) =>
    signups === 0
      ? `${email} will get no marketing: no consent of theirs stood, and the address is now suppressed.`
      : `Recorded: ${email} withdrew consent (${signups} ${signups === 1 ? "sign-up" : "sign-ups"}) and will get no more marketing.`,
  withdrawFailed: "The withdrawal could not be recorded",
  adminsErase: "Only an admin can erase someone's data: ask one of the firm's admins when a person asks for erasure.",
  confirm: {
    title: (email: string) => `Erase everything about ${email}?`,
    body: "Their quote requests, eBook sign-ups, notes and e-mails are deleted, and the address is removed from notes about other leads; it stays on the suppression list, as a code only, so no marketing reaches it again. This cannot be undone. A won client's file is kept elsewhere and is not affected.",
    confirm: "Erase for good",
    cancel: "Cancel",
  },
  erased: (email: string, total: number) =>
    total === 0
      ? `Nothing was held about ${email}.`
      : `Erased ${total} ${total === 1 ? "record" : "records"} about ${email}.`,
  eraseFailed: "The data could not be erased",
  trail: "Recent requests",
  trailEmpty: "No export or erasure yet.",
  action: { export: "Exported", erase: "Erased" },
  entry: (action: string, who: string, when: string, records: number) =>
    `${when}: ${action} by ${who} (${records} ${records === 1 ? "record" : "records"})`,
  fileName: (day: string, kind: "html" | "json") => `personal-data-${day}.${kind}`,
};
