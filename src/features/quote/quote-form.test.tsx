import { PACKAGES } from "#kernel/schemas/quote-request.ts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import type { QuoteFormData } from "./api/get-quote-form-data";
import { QuoteForm } from "./quote-form";
import QuotePage from "./quote-page";

const submitQuote = vi.hoisted(() => vi.fn());
vi.mock("./api/submit-quote", () => ({ submitQuote }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

/** Part of the reference data (supabase/migrations/20261123100100_reference_data.sql), sorted by name. */
const data: QuoteFormData = {
  industries: [
    { id: 4, name: "Charities and not-for-profit" },
    { id: 6, name: "Consultancy and contracting" },
    { id: 15, name: "Influencers and content creators" },
    { id: 20, name: "Property and landlords" },
    { id: 22, name: "Religious organisations and churches" },
    { id: 23, name: "Retail" },
  ],
  revenueRanges: [
    { id: 1, range: "Under £50,000" },
    { id: 2, range: "£50,000 to £99,999" },
  ],
};

function renderForm(url = "/quote", formData: QuoteFormData = data) {
  const user = userEvent.setup();
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[url]}>
        <QuoteForm data={formData} />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { user };
}

const packageSelect = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Package" });
const industrySelect = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Industry" });
const greeting = () => screen.queryByText(/^Quote for /);

const sentences = {
  Awareness:
    "Awareness is for companies that want to stay compliant and know where they stand: accounts, tax, VAT, payroll and one director's tax return, with quarterly bookkeeping and management accounts.",
  Insights:
    "Insights is for businesses that want monthly numbers and a quarterly review: everything in Awareness, plus a second director's tax return, monthly bookkeeping and management accounts, and KPI tracking.",
  Foresight:
    "Foresight is for businesses planning ahead with budgets and forecasts: everything in Insights, plus monthly results against budget, a 3-month rolling cashflow forecast and yearly tax planning.",
};

beforeEach(() => submitQuote.mockReset());

describe("the package choice", () => {
  it("explains each package in one sentence under the choice, read out with it", () => {
    renderForm();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(PACKAGES.map((name) => sentences[name]));
    for (const name of PACKAGES)
      expect(packageSelect()).toHaveAccessibleDescription(expect.stringContaining(sentences[name]));
    expect(packageSelect()).toHaveAccessibleDescription(
      expect.stringContaining("Not sure? Choose Insights: you can change it when we speak."),
    );
  });

  it("starts with no package, no industry and no greeting for a visitor who came from elsewhere", () => {
    renderForm();
    expect(packageSelect()).toHaveValue("");
    expect(industrySelect()).toHaveValue("");
    expect(greeting()).toBeNull();
  });
});

describe("a visitor from an audience page", () => {
  it.each([
    ["smes", "Quote for a small or medium-sized business.", ""],
    ["landlords", "Quote for a landlord.", "Property and landlords"],
    ["influencers", "Quote for an influencer or content creator.", "Influencers and content creators"],
    ["contractors", "Quote for an outside IR35 contractor.", "Consultancy and contracting"],
    ["churches", "Quote for a church or charity.", ""],
  ])("from ?for=%s is greeted as '%s', with Insights selected and industry '%s'", (audience, words, industry) => {
    renderForm(`/quote?for=${audience}`);
    const line = screen.getByText(words).closest("p");
    expect(line).toHaveTextContent(
      `${words} We've selected Insights, our most popular package: you can change it below.`,
    );
    expect(packageSelect()).toHaveValue("Insights");
    expect(industrySelect()).toHaveValue(industry);
  });

  it("gets no industry when the lookup has no exact match for the audience's", () => {
    renderForm("/quote?for=landlords", {
      ...data,
      industries: data.industries.map((item) =>
        item.name === "Property and landlords" ? { ...item, name: "Property and landlords (residential)" } : item,
      ),
    });
    expect(packageSelect()).toHaveValue("Insights");
    expect(industrySelect()).toHaveValue("");
  });

  it.each(["accountants", "", "Landlords", "landlords/", "__proto__", "toString", "landlords%00"])(
    "is treated as any other visitor when the link says for=%s",
    (value) => {
      renderForm(`/quote?for=${value}`);
      expect(greeting()).toBeNull();
      expect(packageSelect()).toHaveValue("");
      expect(industrySelect()).toHaveValue("");
      expect(screen.getByRole("button", { name: "Get Your Quote" })).toBeEnabled();
    },
  );

  it("can change the package and industry chosen for them, and the quote asks for their choice", async () => {
    submitQuote.mockResolvedValue({ success: false, error: "Stopped here by the test" });
    const { user } = renderForm("/quote?for=landlords");
    expect(packageSelect()).toHaveValue("Insights");

    await user.selectOptions(packageSelect(), "Foresight");
    await user.selectOptions(industrySelect(), "Retail");
    expect(packageSelect()).toHaveValue("Foresight");
    expect(industrySelect()).toHaveValue("Retail");
    // The chosen package's sentence is the one marked beside the choice.
    const marked = screen.getAllByRole("listitem").filter((item) => item.className.includes("border-teal-600"));
    expect(marked.map((item) => within(item).getByRole("strong").textContent)).toEqual(["Foresight"]);

    await user.type(screen.getByLabelText("First name"), "Folake");
    await user.type(screen.getByLabelText("Last name"), "Adeyemi");
    await user.type(screen.getByLabelText("Email"), "folake@example.test");
    await user.selectOptions(screen.getByLabelText("Expected revenue for the next 12 months"), "Under £50,000");
    await user.click(screen.getByRole("button", { name: "Get Your Quote" }));

    await waitFor(() => expect(submitQuote).toHaveBeenCalledTimes(1));
    expect(submitQuote.mock.calls[0]?.[0]).toMatchObject({
      firstName: "Folake",
      industry: "Retail",
      package: "Foresight",
    });
  });

  it("submits the package and industry selected for them when they keep them", async () => {
    submitQuote.mockResolvedValue({ success: false, error: "Stopped here by the test" });
    const { user } = renderForm("/quote?for=contractors");
    await user.type(screen.getByLabelText("First name"), "Tomasz");
    await user.type(screen.getByLabelText("Last name"), "Kowal");
    await user.type(screen.getByLabelText("Email"), "tomasz@example.test");
    await user.selectOptions(screen.getByLabelText("Expected revenue for the next 12 months"), "£50,000 to £99,999");
    await user.click(screen.getByRole("button", { name: "Get Your Quote" }));

    await waitFor(() => expect(submitQuote).toHaveBeenCalledTimes(1));
    expect(submitQuote.mock.calls[0]?.[0]).toMatchObject({
      industry: "Consultancy and contracting",
      package: "Insights",
    });
  });
});

it("prerenders the same page whatever audience the link names", () => {
  const html = (url: string) =>
    renderToString(
      <MemoryRouter initialEntries={[url]}>
        <QuotePage />
      </MemoryRouter>,
    );
  const plain = html("/quote");
  expect(plain).toContain("Get Your Instant Quote");
  for (const audience of ["smes", "landlords", "influencers", "contractors", "churches", "nobody"])
    expect(html(`/quote?for=${audience}`)).toBe(plain);
});

it("marks a package chosen before the page's scripts ran, once they have", async () => {
  const page = (
    <QueryProvider>
      <MemoryRouter initialEntries={["/quote"]}>
        <QuoteForm data={data} />
      </MemoryRouter>
    </QueryProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  packageSelect().value = "Foresight";
  const root = await act(async () => hydrateRoot(container, page));
  const summary = (name: keyof typeof sentences) =>
    screen.getAllByRole("listitem").find((item) => item.textContent === sentences[name]);
  await waitFor(() => expect(summary("Foresight")).toHaveClass("border-teal-600"));
  expect(summary("Insights")).not.toHaveClass("border-teal-600");
  act(() => root.unmount());
  container.remove();
});
