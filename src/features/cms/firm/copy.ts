/** The words of the firm's details in the staff area. */
export const firmCopy = {
  heading: "Firm details",
  intro:
    "What the site's pages and e-mails say about the firm: its names, registration, contact details, links and regulatory statements. A saved change is sent to the public site at once (it is live within a minute or two) and is in every e-mail sent after it.",
  adminsOnly: "Only an admin can change or confirm the firm's details. Ask one of the firm's admins.",
  loading: "Loading the firm's details…",
  loadFailed: "The firm's details could not be loaded",
  retry: "Try again",
  toConfirm: (count: number) =>
    count === 0
      ? "Every detail is the firm's own: nothing is left to confirm before launch."
      : `${count} ${count === 1 ? "detail is" : "details are"} still the sample the site started with. Replace each with the firm's own, or confirm it as written, before launch.`,
  onlyToConfirm: "Show only details to confirm",
  sample: "Sample: replace it, or confirm it as written.",
  confirmedOn: (when: string) => `The firm's own since ${when}.`,
  confirm: "Confirm as written",
  confirmFor: (label: string) => `Confirm ${label} as written`,
  confirmed: (label: string) => `Confirmed: ${label}`,
  confirmFailed: "The detail could not be confirmed",
  save: (count: number) => (count === 0 ? "No changes to save" : `Save ${count} ${count === 1 ? "change" : "changes"}`),
  saving: "Saving…",
  saved: (count: number) => `Saved ${count} ${count === 1 ? "change" : "changes"}: the site is being updated`,
  saveFailed: "The changes could not be saved",
  fixErrors: "Some details need correcting: see the messages under them.",
  discard: "Discard changes",
  unsaved: "Unsaved change",
};
