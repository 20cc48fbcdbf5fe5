import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PriceBand } from "../api/prices";
import { PricesView } from "./prices-view";

const savePrices = vi.fn();
const confirmPrices = vi.fn();
const band = (range: string, prices: [number | null, number | null, number | null]): PriceBand => ({
  range,
  prices: {
    Awareness: { price: prices[0], confirmedAt: null },
    Insights: { price: prices[1], confirmedAt: null },
    Foresight: { price: prices[2], confirmedAt: "2026-12-01T09:00:00Z" },
  },
});
const bands = [band("Under £50,000", [97, 197, 307]), band("Over £2 million", [null, null, null])];

vi.mock("../api/prices", () => ({
  usePrices: () => ({ isPending: false, isError: false, data: bands }),
  useSavePrices: () => ({ mutateAsync: savePrices, isPending: false }),
  useConfirmPrices: () => ({ mutateAsync: confirmPrices, isPending: false }),
}));
vi.mock("../articles/public-site-status", () => ({ PublicSiteStatus: () => null }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

function renderView(isAdmin = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PricesView isAdmin={isAdmin} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (range: string, packageName: string) =>
  within(screen.getByRole("group", { name: range })).getByLabelText(`${packageName} (£ a month before VAT)`);

beforeEach(() => {
  savePrices.mockReset().mockResolvedValue(undefined);
  confirmPrices.mockReset().mockResolvedValue(undefined);
});

describe("PricesView", () => {
  it("shows each band's prices before VAT, with VAT, and what an empty price means", () => {
    renderView();
    expect(field("Under £50,000", "Insights")).toHaveValue("197");
    expect(screen.getByText("£236.40 a month with VAT")).toBeInTheDocument();
    expect(screen.getAllByText("Empty: custom pricing, agreed with each client.")).toHaveLength(3);
    expect(screen.getByText(/^4 prices are still the sample/)).toBeInTheDocument();
  });

  it("saves only the prices changed, after checking each is a price", async () => {
    const user = renderView();
    const insights = field("Under £50,000", "Insights");
    await user.clear(insights);
    await user.type(insights, "two hundred");
    await user.click(screen.getByRole("button", { name: "Save 1 change" }));
    expect(
      await screen.findByText(
        "Enter a monthly price in pounds, like 197 or 197.50, or leave it empty for custom pricing.",
      ),
    ).toBeVisible();
    expect(savePrices).not.toHaveBeenCalled();

    await user.clear(insights);
    await user.type(insights, "207");
    expect(screen.getByText("£248.40 a month with VAT")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save 1 change" }));
    expect(savePrices).toHaveBeenCalledWith([{ range: "Under £50,000", package: "Insights", price: 207 }]);
  });

  it("confirms the list as written for an admin", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Confirm every price as written" }));
    expect(confirmPrices).toHaveBeenCalled();
  });

  it("offers an editor nothing to change", () => {
    renderView(false);
    expect(screen.getByText(/Only an admin can change or confirm the prices/)).toBeInTheDocument();
    expect(field("Under £50,000", "Awareness")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: /as written|Save/ })).toBeNull();
  });
});
