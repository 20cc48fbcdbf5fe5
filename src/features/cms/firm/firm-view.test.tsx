import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FIRM_DETAIL_FIELDS, sampleFirmDetails } from "#kernel/firm-details.ts";
import type { FirmDetailRow } from "../api/firm-details";
import { FirmView } from "./firm-view";

const saveDetails = vi.fn();
const confirmDetails = vi.fn();
let rows: FirmDetailRow[] = [];

vi.mock("../api/firm-details", () => ({
  useFirmDetails: () => ({ isPending: false, isError: false, data: rows }),
  useSaveFirmDetails: () => ({ mutateAsync: saveDetails, isPending: false }),
  useConfirmFirmDetails: () => ({ mutateAsync: confirmDetails, isPending: false }),
}));
vi.mock("../articles/public-site-status", () => ({ PublicSiteStatus: () => null }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

function renderView(isAdmin = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FirmView isAdmin={isAdmin} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  saveDetails.mockReset().mockResolvedValue([]);
  confirmDetails.mockReset().mockResolvedValue([]);
  rows = FIRM_DETAIL_FIELDS.map((field) => ({
    key: field.key,
    kind: field.kind,
    value: sampleFirmDetails[field.key],
    confirmed_at: field.key === "name" ? "2026-12-01T09:00:00Z" : null,
    updated_at: "2026-12-01T09:00:00Z",
  }));
});

describe("FirmView", () => {
  it("says how many details are still samples, and which are the firm's own", () => {
    renderView();
    expect(
      screen.getByText(`${FIRM_DETAIL_FIELDS.length - 1} details are still the sample the site started with.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("The firm's own since 1 Dec 2026, 09:00.")).toBeInTheDocument();
    expect(screen.getAllByText("Sample: replace it, or confirm it as written.")).toHaveLength(
      FIRM_DETAIL_FIELDS.length - 1,
    );
  });

  it("saves only what was changed, after checking it by the detail's rule", async () => {
    const user = renderView();
    const phone = screen.getByLabelText("Phone");
    await user.clear(phone);
    await user.type(phone, "not a number");
    await user.click(screen.getByRole("button", { name: "Save 1 change" }));
    expect(await screen.findByText("Enter a UK phone number that can be dialled, like 020 7946 0321.")).toBeVisible();
    expect(saveDetails).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, "0161 496 0000");
    await user.click(screen.getByRole("button", { name: "Save 1 change" }));
    expect(saveDetails).toHaveBeenCalledWith({ phone: "0161 496 0000" });
  });

  it("confirms a sample as written, one detail at a time", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Confirm Legal name as written" }));
    expect(confirmDetails).toHaveBeenCalledWith(["legalName"]);
  });

  it("shows only what is left to confirm when asked", async () => {
    const user = renderView();
    await user.click(screen.getByLabelText("Show only details to confirm"));
    expect(screen.queryByLabelText("Trading name")).toBeNull();
    expect(screen.getByLabelText("Legal name")).toBeInTheDocument();
  });

  it("lets an editor read the details but change and confirm none", () => {
    renderView(false);
    expect(screen.getByText(/Only an admin can change or confirm/)).toBeInTheDocument();
    expect(screen.getByLabelText("Phone")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: /as written|Save/ })).toBeNull();
    const contact = screen.getByRole("group", { name: "Contact" });
    expect(within(contact).getByLabelText("Phone")).toHaveValue("020 7946 0321");
  });
});
