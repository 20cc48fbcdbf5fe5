import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LaunchView } from "./launch-view";

const loaded = <T,>(data: T) => ({ isPending: false, isError: false, error: null, data, refetch: vi.fn() });

vi.mock("../api/firm-details", () => ({
  useFirmDetails: () =>
    loaded([
      { key: "phone", kind: "firm detail", value: "020 7946 0321", confirmed_at: null, updated_at: "" },
      {
        key: "legalName",
        kind: "firm detail",
        value: "Elmstead Partners LLP",
        confirmed_at: "2026-12-01",
        updated_at: "",
      },
    ]),
}));
vi.mock("../api/people", () => ({
  usePeople: () =>
    loaded([
      { name: "Adaeze Okonkwo", role: "Founding Partner", sample: true, confirmed_at: null, shown: true },
      { name: "Hidden Sample", role: "Paralegal", sample: true, confirmed_at: null, shown: false },
    ]),
}));
vi.mock("../api/prices", () => ({
  usePrices: () =>
    loaded([
      {
        range: "Under £50,000",
        prices: {
          Awareness: { price: 97, confirmedAt: null },
          Insights: { price: 207, confirmedAt: "2026-12-07" },
          Foresight: { price: 307, confirmedAt: null },
        },
      },
    ]),
}));
vi.mock("../api/testimonials", () => ({
  useTestimonials: () =>
    loaded([
      { author: "Kwame A.", source: "sample", retired_at: null },
      { author: "Jade M.", source: "sample", retired_at: "2026-12-07" },
      { author: "Ruth O.", source: "e-mail", retired_at: null },
    ]),
}));
vi.mock("../articles/public-site-status", () => ({ PublicSiteStatus: () => null }));

function renderView(worksLeads = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LaunchView worksLeads={worksLeads} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("LaunchView", () => {
  it("lists what is left by group, each with where it shows and where it is changed", () => {
    renderView();
    expect(screen.getByRole("status")).toHaveTextContent("4 items are left to replace or confirm.");
    const firm = screen.getByRole("heading", { name: /Firm details and regulatory statements/ }).closest("li")!;
    expect(within(firm).getByText("Phone: 020 7946 0321")).toBeInTheDocument();
    expect(within(firm).queryByText(/Legal name/)).toBeNull();
    expect(within(firm).getByRole("link", { name: "Edit in Firm details" })).toHaveAttribute(
      "href",
      "/knowledge/cms?view=firm",
    );
    expect(screen.getByText("Adaeze Okonkwo, Founding Partner")).toBeInTheDocument();
    expect(screen.queryByText(/Hidden Sample/)).toBeNull();
    expect(screen.getByText("2 monthly prices by turnover band, as the site started")).toBeInTheDocument();
    expect(screen.getByText("A sample testimonial from “Kwame A.”: retire it")).toBeInTheDocument();
    expect(screen.queryByText(/Jade M./)).toBeNull();
  });

  it("leaves out the testimonials for a writer, who does not manage them", () => {
    renderView(false);
    expect(screen.getByRole("status")).toHaveTextContent("3 items are left to replace or confirm.");
    expect(screen.queryByRole("heading", { name: /Testimonials/ })).toBeNull();
  });
});
