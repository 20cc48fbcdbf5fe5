import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TestimonialRow } from "../api/testimonials";
import { TestimonialsView } from "./testimonials-view";

const addTestimonial = vi.fn();
const checkTestimonial = vi.fn();
const retireTestimonial = vi.fn();

const row = (overrides: Partial<TestimonialRow>): TestimonialRow => ({
  id: crypto.randomUUID(),
  text: "They answered every question within a day and saved us far more than their fee.",
  author: "Ruth O.",
  about: "Owner, Orchard Bakery Ltd",
  given_on: "2026-11-02",
  source: "e-mail",
  source_url: null,
  consent_to_publish: true,
  incentive: null,
  on_home_page: false,
  position: 1,
  added_at: "2026-11-03T09:00:00Z",
  checked_by: null,
  checked_at: null,
  retired_at: null,
  ...overrides,
});

const rows = [
  row({ author: "Kwame A.", source: "sample", given_on: null, on_home_page: true }),
  row({ author: "Ruth O." }),
  row({ author: "Dev P.", checked_by: "admin", checked_at: "2026-11-04T09:00:00Z", incentive: "a gift card" }),
  row({ author: "Old Review", retired_at: "2026-11-05T09:00:00Z" }),
];

vi.mock("../api/testimonials", () => ({
  useTestimonials: () => ({ isPending: false, isError: false, data: rows }),
  useAddTestimonial: () => ({ mutateAsync: addTestimonial, isPending: false }),
  useCheckTestimonial: () => ({ mutateAsync: checkTestimonial, isPending: false }),
  useRetireTestimonial: () => ({ mutateAsync: retireTestimonial, isPending: false }),
}));
vi.mock("../articles/public-site-status", () => ({ PublicSiteStatus: () => null }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

function renderView({ isAdmin = true, worksLeads = true } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestimonialsView isAdmin={isAdmin} worksLeads={worksLeads} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  // jsdom has no modal dialogs: open and close it as the browser would, without the top layer.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  for (const mock of [addTestimonial, checkTestimonial, retireTestimonial])
    mock.mockReset().mockResolvedValue(undefined);
});

const card = (author: string) => screen.getByText(author, { selector: "p" }).closest("li")!;

describe("TestimonialsView", () => {
  it("says where each stands, with its evidence, and hides the retired until asked", async () => {
    const user = renderView();
    expect(screen.getByText("1 sample testimonial is still on the site.", { exact: false })).toBeInTheDocument();
    expect(within(card("Kwame A.")).getByText("Sample: invented, retire before launch")).toBeInTheDocument();
    expect(within(card("Ruth O.")).getByText("Waiting for an admin to check it")).toBeInTheDocument();
    expect(within(card("Ruth O.")).getByText("An e-mail, 2 November 2026")).toBeInTheDocument();
    expect(within(card("Dev P.")).getByText("On the site")).toBeInTheDocument();
    expect(within(card("Dev P.")).getByText("Given in return: a gift card")).toBeInTheDocument();
    expect(screen.queryByText("Old Review", { selector: "p" })).toBeNull();
    await user.click(screen.getByLabelText("Show retired testimonials"));
    expect(within(card("Old Review")).getByText("Retired")).toBeInTheDocument();
  });

  it("lets an admin check one waiting, and retire one after confirming", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Checked: the testimonial from Ruth O. is genuine" }));
    expect(checkTestimonial).toHaveBeenCalledWith(rows[1]!.id);
    await user.click(screen.getByRole("button", { name: "Retire the testimonial from Kwame A." }));
    await user.click(screen.getByRole("button", { name: "Retire" }));
    expect(retireTestimonial).toHaveBeenCalledWith(rows[0]!.id);
  });

  it("offers an editor no check", () => {
    renderView({ isAdmin: false });
    expect(screen.queryByRole("button", { name: /^Checked:/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Retire the testimonial from Ruth O." })).toBeInTheDocument();
  });

  it("adds a testimonial only with its evidence", async () => {
    const user = renderView();
    const form = screen.getByRole("region", { name: "Add a testimonial" });
    await user.click(within(form).getByRole("button", { name: "Add the testimonial" }));
    expect(
      await within(form).findByText("Enter the client's words, between 20 and 800 characters, as they gave them."),
    ).toBeVisible();
    expect(within(form).getByText("Enter the day the client gave it, not in the future.")).toBeVisible();
    expect(addTestimonial).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText("The client's words"), rows[1]!.text);
    await user.type(within(form).getByLabelText("Name as it may be shown"), "Priya S.");
    await user.type(within(form).getByLabelText("Date given"), "2026-11-20");
    await user.selectOptions(within(form).getByLabelText("How it reached us"), "review site");
    await user.click(within(form).getByRole("button", { name: "Add the testimonial" }));
    expect(await within(form).findByText("Enter the review's own web address, starting https://.")).toBeVisible();
    await user.type(within(form).getByLabelText(/The review's web address/), "https://uk.trustpilot.com/reviews/1");
    await user.click(within(form).getByLabelText(/The client agreed, in writing/));
    await user.click(within(form).getByRole("button", { name: "Add the testimonial" }));
    expect(addTestimonial).toHaveBeenCalledWith(
      expect.objectContaining({
        author: "Priya S.",
        givenOn: "2026-11-20",
        source: "review site",
        sourceUrl: "https://uk.trustpilot.com/reviews/1",
        consentToPublish: true,
        incentive: "",
      }),
    );
  });

  it("shows writers nothing to manage", () => {
    renderView({ isAdmin: false, worksLeads: false });
    expect(screen.getByText("Writers do not manage testimonials. Ask an admin or an editor.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Testimonials" })).toBeNull();
  });
});
