import { expect, test } from "./support/test";

test("the footer's audience, knowledge, legal and sign-in links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const audiences: [string, string][] = [
    ["SMEs", "/accounting/smes"],
    ["Landlords", "/accounting/landlords"],
    ["Influencers", "/accounting/influencers"],
    ["Outside IR35 Contractors", "/accounting/contractors"],
    ["Churches", "/accounting/churches"],
  ];
  for (const [label, href] of audiences) {
    await expect(
      footer.getByRole("navigation", { name: "Solutions" }).getByRole("link", { name: label }),
    ).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/knowledge");
  await expect(footer.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faqs");
  for (const [label, href] of [
    ["Privacy", "/privacy"],
    ["Terms", "/terms"],
    ["Cookies", "/cookies"],
  ]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
  }
  const signIn = footer.getByRole("link", { name: /Sign In/ });
  await expect(signIn).toHaveAttribute("target", "_blank");
  await expect(signIn).toHaveAttribute("href", /^https:\/\//);
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(footer.getByText(/SRA number \d+/).first()).toBeVisible();
});
