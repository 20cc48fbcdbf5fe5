/** The words of the price table in the staff area. */
export const pricesCopy = {
  heading: "Prices",
  intro:
    "The monthly price of each package in each turnover band, before VAT. The instant quote gives these prices, and the smallest band's are the \u201cfrom\u201d prices on every audience page. A saved change is sent to the public site at once (it is live within a minute or two), and every quote after it is priced by it.",
  adminsOnly: "Only an admin can change or confirm the prices. Ask one of the firm's admins.",
  loading: "Loading the prices…",
  loadFailed: "The prices could not be loaded",
  retry: "Try again",
  toConfirm: (count: number) =>
    count === 0
      ? "Every price is the firm's own: nothing is left to confirm before launch."
      : `${count} ${count === 1 ? "price is" : "prices are"} still the sample the site started with. Change each to the firm's own, or confirm the list as written, before launch.`,
  confirmAll: "Confirm every price as written",
  confirmed: "The prices are confirmed as written",
  confirmFailed: "The prices could not be confirmed",
  priceLabel: (packageName: string) => `${packageName} (£ a month before VAT)`,
  custom: "Empty: custom pricing, agreed with each client.",
  invalid: "Enter a monthly price in pounds, like 197 or 197.50, or leave it empty for custom pricing.",
  save: (count: number) => (count === 0 ? "No changes to save" : `Save ${count} ${count === 1 ? "change" : "changes"}`),
  saving: "Saving…",
  saved: (count: number) => `Saved ${count} ${count === 1 ? "price" : "prices"}: the site is being updated`,
  saveFailed: "The prices could not be saved",
  fixErrors: "Some prices need correcting: see the messages under them.",
  discard: "Discard changes",
};
