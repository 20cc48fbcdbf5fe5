import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import CorporationTaxPage, { head } from "./corporation-tax-page";

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CorporationTaxPage />
    </MemoryRouter>,
  );
  return { user };
}

const revenue = () => screen.getByLabelText("Total Revenue");
const expenses = () => screen.getByLabelText("Total Expenses");
const estimate = () => screen.getByRole("region", { name: "Your estimate" });

/** The amount shown against a label on the results card. */
function figure(label: string | RegExp): string {
  const term = within(estimate()).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the corporation tax calculator page", () => {
  it("has a specific title and a description of 110 to 160 characters", () => {
    expect(head.title).toBe("Corporation Tax Calculator");
    expect(head.path).toBe("/legal/corporation-tax-calculator");
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it("prerenders the empty state: zeros everywhere and the details closed", () => {
    const html = renderToString(
      <MemoryRouter>
        <CorporationTaxPage />
      </MemoryRouter>,
    );
    expect(html).toContain("Total Revenue");
    expect(html).toContain("Total Expenses");
    expect(html).toContain("£0");
    expect(html).toContain("0.0%");
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*Calculation details/);
  });

  it("prerenders the common questions closed, with their answers in the HTML", () => {
    const html = renderToString(
      <MemoryRouter>
        <CorporationTaxPage />
      </MemoryRouter>,
    );
    expect(html).toContain("Corporation tax: common questions");
    expect(html).toMatch(/aria-expanded="false"[^>]*><span>What if my company made a loss\?/);
    expect(html).toContain("There is no corporation tax to pay on a loss.");
  });

  it("opens and closes each common question on its own", async () => {
    const { user } = renderPage();
    const loss = screen.getByRole("button", { name: "What if my company made a loss?" });
    const rate = screen.getByRole("button", { name: "What is the effective tax rate?" });
    await user.click(loss);
    expect(loss).toHaveAttribute("aria-expanded", "true");
    expect(rate).toHaveAttribute("aria-expanded", "false");
    await user.click(loss);
    expect(loss).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps only digits and inserts thousands separators as you type", async () => {
    const { user } = renderPage();
    await user.type(revenue(), "1234a5");
    expect(revenue()).toHaveValue("12,345");
    // Pasted pence are dropped rather than run into the pounds.
    await user.click(expenses());
    await user.paste("£1,000.99");
    expect(expenses()).toHaveValue("1,000");
  });

  it("keeps the caret after the digit just typed when a separator is inserted before it", async () => {
    const { user } = renderPage();
    const input = revenue() as HTMLInputElement;
    await user.type(input, "10000");
    // Type a 5 after the leading 1: "1|0,000" → "150,000" with the caret after the 5.
    input.setSelectionRange(1, 1);
    await user.type(input, "5", { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue("150,000");
    expect(input.selectionStart).toBe(2);
  });

  it("shows profit £50,000 and tax £9,500 for revenue 100,000 and expenses 50,000, recomputing on every change", async () => {
    const { user } = renderPage();
    expect(figure("Corporation tax to pay")).toBe("£0");
    await user.type(revenue(), "100000");
    expect(figure("Taxable profit")).toBe("£100,000");
    expect(figure("Corporation tax to pay")).toBe("£22,750");
    await user.type(expenses(), "50000");
    expect(figure("Taxable profit")).toBe("£50,000");
    expect(figure("Corporation tax to pay")).toBe("£9,500");
    expect(figure("Profit after tax")).toBe("£40,500");
    expect(figure("Effective tax rate")).toBe("19.0%");
    expect(figure("Small profits rate portion (19%)")).toBe("£9,500");
    expect(figure("Main rate portion (25%)")).toBe("£0");
    expect(figure("Marginal relief applied")).toBe("£0");
  });

  it("shows the main-rate portion and the marginal relief between the limits", async () => {
    const { user } = renderPage();
    await user.type(revenue(), "100000");
    expect(figure("Main rate portion (25%)")).toBe("£25,000");
    expect(figure("Marginal relief applied")).toBe("−£2,250");
    expect(figure("Effective tax rate")).toBe("22.8%");
  });

  it("never shows a negative profit when expenses exceed revenue", async () => {
    const { user } = renderPage();
    await user.type(revenue(), "10000");
    await user.type(expenses(), "25000");
    expect(figure("Taxable profit")).toBe("£0");
    expect(figure("Corporation tax to pay")).toBe("£0");
  });

  it("starts with 'Calculation details' closed and toggles it", async () => {
    const { user } = renderPage();
    const toggle = screen.getByRole("button", { name: "Calculation details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeVisible();

    await user.type(revenue(), "100000");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent("Marginal relief brings that down by 3/200 × (£250,000 − £100,000) = £2,250");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("links 'Get Your Free Quote' to the quote page", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Get Your Free Quote" })).toHaveAttribute("href", "/quote");
  });

  it("announces a one-line summary once typing pauses, not the whole card", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter>
        <CorporationTaxPage />
      </MemoryRouter>,
    );
    const live = screen.getByRole("status");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toHaveTextContent("");
    await user.type(revenue(), "100000");
    await user.type(expenses(), "50000");
    expect(live).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(live).toHaveTextContent(/^Corporation tax £9,500 on profit of £50,000$/);
  });

  describe("the advanced options", () => {
    const advancedToggle = () =>
      screen.getByRole("button", { name: "Advanced: accounting period, associated companies, exempt distributions" });

    it("are collapsed at first and, once opened, start from a 12-month period that gives the same answer", async () => {
      const { user } = renderPage();
      expect(advancedToggle()).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByLabelText("Accounting period start date")).not.toBeVisible();
      await user.type(revenue(), "100000");
      await user.click(advancedToggle());
      expect(advancedToggle()).toHaveAttribute("aria-expanded", "true");
      expect((screen.getByLabelText("Accounting period start date") as HTMLInputElement).value).toMatch(
        /^\d{4}-04-01$/,
      );
      expect((screen.getByLabelText("Accounting period end date") as HTMLInputElement).value).toMatch(/^\d{4}-03-31$/);
      expect(figure("Corporation tax to pay")).toBe("£22,750");
    });

    it("split a period straddling 1 April between financial years and show the breakdown", async () => {
      const { user } = renderPage();
      await user.type(revenue(), "100000");
      await user.click(advancedToggle());
      fireEvent.change(screen.getByLabelText("Accounting period start date"), { target: { value: "2023-01-01" } });
      fireEvent.change(screen.getByLabelText("Accounting period end date"), { target: { value: "2023-12-31" } });

      // CTM03955-style split: 90 days of FY2022 at a flat 19%, 275 days of FY2023 with limits scaled to 275/366.
      const table = screen.getByRole("table", {
        name: "Corporation tax for each financial year in your accounting period",
      });
      expect(within(table).getByRole("columnheader", { name: /Financial year 2022/ })).toBeInTheDocument();
      expect(within(table).getByRole("columnheader", { name: /Financial year 2023/ })).toBeInTheDocument();
      const days = within(table).getByRole("rowheader", { name: "Days" }).parentElement;
      expect(days).toHaveTextContent(/Days\s*90\s*275/);
      expect(estimate()).toHaveTextContent("For the accounting period 1 January 2023 to 31 December 2023 (365 days)");
      // £4,684.93 for FY2022 plus £18,835.62 − £1,687.49 for FY2023.
      expect(figure("Corporation tax to pay")).toBe("£21,833");
      expect(figure("Marginal relief applied")).toBe("−£1,687");
      expect(within(table).getByRole("rowheader", { name: "Marginal relief" }).parentElement).toHaveTextContent(
        "£0£1,687.49",
      );

      await user.click(screen.getByRole("button", { name: "Calculation details" }));
      expect(screen.getByText(/It spans two financial years/)).toBeVisible();
    });

    it("divide the limits between associated companies", async () => {
      const { user } = renderPage();
      await user.type(revenue(), "100000");
      await user.click(advancedToggle());
      await user.type(screen.getByLabelText("Number of associated companies"), "1");
      // Limits £25,000 and £125,000: 25% of £100,000 less 3/200 × £25,000 = £24,625.
      expect(figure("Corporation tax to pay")).toBe("£24,625");
      expect(estimate()).toHaveTextContent("1 associated company");
    });

    it("show the calculator's own messages for impossible dates and counts, once you leave the field", async () => {
      const { user } = renderPage();
      await user.click(advancedToggle());
      const start = screen.getByLabelText("Accounting period start date");
      const end = screen.getByLabelText("Accounting period end date");
      fireEvent.change(start, { target: { value: "2024-06-01" } });
      fireEvent.change(end, { target: { value: "2024-05-01" } });
      fireEvent.blur(end);
      expect(end).toHaveAccessibleDescription(expect.stringContaining("The end date must be after the start date"));
      expect(end).toHaveAttribute("aria-invalid", "true");
      expect(within(estimate()).getByText("Check the accounting period details")).toBeInTheDocument();

      fireEvent.change(end, { target: { value: "2025-06-01" } });
      expect(end).toHaveAccessibleDescription(
        expect.stringContaining(
          "An accounting period can be at most 12 months, so a period starting on 1 June 2024 must end by 31 May 2025",
        ),
      );

      fireEvent.change(end, { target: { value: "2025-05-31" } });
      expect(end).not.toHaveAttribute("aria-invalid");
      expect(figure("Corporation tax to pay")).toBe("£0");

      const associated = screen.getByLabelText("Number of associated companies");
      await user.type(associated, "two");
      await user.tab();
      expect(associated).toHaveAccessibleDescription(
        expect.stringContaining("Enter the number of associated companies as a whole number, 0 or more"),
      );

      fireEvent.change(start, { target: { value: "" } });
      fireEvent.blur(start);
      expect(start).toHaveAccessibleDescription(
        expect.stringContaining("Enter the date your accounting period starts"),
      );
    });

    it("no longer apply once closed", async () => {
      const { user } = renderPage();
      await user.type(revenue(), "100000");
      await user.click(advancedToggle());
      await user.type(screen.getByLabelText("Number of associated companies"), "3");
      expect(figure("Corporation tax to pay")).not.toBe("£22,750");
      await user.click(advancedToggle());
      expect(figure("Corporation tax to pay")).toBe("£22,750");
    });
  });
});
