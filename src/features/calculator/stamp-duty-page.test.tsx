import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";
import StampDutyPage, { head } from "./stamp-duty-page";

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <StampDutyPage />
    </MemoryRouter>,
  );
  return { user };
}

const price = () => screen.getByLabelText("Property price");
const estimate = () => screen.getByRole("region", { name: "Your estimate" });
const firstTimeBuyer = () => screen.getByRole("checkbox", { name: "All buyers are first-time buyers" });
const additional = () => screen.getByRole("checkbox", { name: "This is an additional property" });
const nonResident = () => screen.getByRole("checkbox", { name: "A buyer is not resident in the UK" });

function figure(label: string): string {
  const term = within(estimate()).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

function bandRow(band: string): string[] {
  const table = within(estimate()).getByRole("table", { name: "Tax on each band of the price" });
  const row = within(table).getByRole("rowheader", { name: band }).closest("tr");
  return [...(row?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent ?? "");
}

describe("the SDLT calculator page", () => {
  it("has a specific title and a description of 110 to 160 characters", () => {
    expect(head.title).toBe("Stamp Duty Land Tax Calculator");
    expect(head.path).toBe("/legal/stamp-duty-calculator");
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it("prerenders an empty price as £0 with every box unticked", () => {
    const html = renderToString(
      <MemoryRouter>
        <StampDutyPage />
      </MemoryRouter>,
    );
    expect(html).toContain("Property price");
    expect(html).toContain("£0");
    expect(html).not.toMatch(/checked=""/);
  });

  it("keeps a price typed and a box ticked before the page's JavaScript took over", async () => {
    const page = (
      <MemoryRouter>
        <StampDutyPage />
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement("div"));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(page);
    within(container).getByLabelText<HTMLInputElement>("Property price").value = "295000";
    within(container).getByRole<HTMLInputElement>("checkbox", { name: "This is an additional property" }).checked =
      true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(price()).toHaveValue("295,000");
    expect(additional()).toBeChecked();
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£19,500");
  });

  it("charges £4,750 on a £295,000 home at the standard rates, band by band", async () => {
    const { user } = renderPage();
    await user.type(price(), "295000");
    expect(price()).toHaveValue("295,000");
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£4,750");
    expect(figure("Effective tax rate")).toBe("1.6%");
    expect(figure("Rates used")).toBe("Standard rates");
    expect(bandRow("Up to £125,000")).toEqual(["0%", "£125,000", "£0"]);
    expect(bandRow("£125,001 to £250,000")).toEqual(["2%", "£125,000", "£2,500"]);
    expect(bandRow("£250,001 to £925,000")).toEqual(["5%", "£45,000", "£2,250"]);
    expect(bandRow("Above £1,500,000")).toEqual(["12%", "£0", "£0"]);
  });

  it("gives first-time buyer relief up to £500,000 and takes it away above", async () => {
    const { user } = renderPage();
    await user.type(price(), "450000");
    await user.click(firstTimeBuyer());
    // 5% of the £150,000 above £300,000.
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£7,500");
    expect(figure("Rates used")).toBe("First-time buyer rates");
    await user.clear(price());
    await user.type(price(), "510000");
    expect(figure("Rates used")).toBe("Standard rates");
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£15,500");
  });

  it("adds the higher rates and the non-resident surcharge to every band", async () => {
    const { user } = renderPage();
    await user.type(price(), "295000");
    await user.click(additional());
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£19,500");
    await user.click(nonResident());
    expect(figure("Extra percentage points on every band")).toBe("7 points");
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£25,400");
  });

  it("explains the calculation in a panel that starts closed", async () => {
    const { user } = renderPage();
    await user.type(price(), "295000");
    const toggle = screen.getByRole("button", { name: "Calculation details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("5% on the final £45,000 = £2,250.")).toBeVisible();
  });

  it("shows the calculator's message when a first-time buyer also ticks an additional property", async () => {
    const { user } = renderPage();
    await user.type(price(), "295000");
    await user.click(firstTimeBuyer());
    await user.click(additional());
    expect(additional()).toHaveAccessibleDescription(
      expect.stringContaining("A first-time buyer cannot be buying an additional property. Untick one of them."),
    );
    expect(additional()).toHaveAttribute("aria-invalid", "true");
    expect(within(estimate()).getByText("Check your answers")).toBeInTheDocument();
    await user.click(firstTimeBuyer());
    expect(additional()).not.toHaveAttribute("aria-invalid");
    expect(figure("Stamp Duty Land Tax to pay")).toBe("£19,500");
  });

  it("links to the firm's property legal services and the quote", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Get Your Free Quote" })).toHaveAttribute("href", "/quote");
    expect(screen.getByRole("link", { name: "Our property legal services" })).toHaveAttribute(
      "href",
      "/legal/commercial-property#residential-property",
    );
  });
});
