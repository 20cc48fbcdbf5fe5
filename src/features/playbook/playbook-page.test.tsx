import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as functions from "~/lib/functions";
import { FunctionCallError, invokeFunction } from "~/lib/functions";
import { notify } from "~/lib/notify";
import { preloadAllLazy } from "~/prerender/preloadable-lazy";
import PlaybookPage, { head } from "./playbook-page";

vi.mock("~/lib/functions", async (importOriginal) => ({
  ...(await importOriginal<typeof functions>()),
  invokeFunction: vi.fn(),
}));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));
// The file itself, for the download's tests: fetched from Storage and saved (tested in use-ebook-download.test.ts).
vi.mock("./api/get-ebook-url", () => ({ getEbookUrl: vi.fn(() => Promise.resolve("https://example.test/e.pdf")) }));
vi.mock("~/lib/save-file", () => ({
  fetchPdf: vi.fn(() => Promise.resolve(new Blob())),
  saveBlob: vi.fn(),
  saveFrom: vi.fn(),
}));

const invoke = vi.mocked(invokeFunction);
const notified = vi.mocked(notify);
/** The sign-ups sent to submit-influencer-form. */
const submitted = () => invoke.mock.calls.filter(([name]) => name === "submit-influencer-form").map(([, body]) => body);

// The browser loads the sign-up card's code before it hydrates the page (src/main.tsx): so do the tests.
beforeAll(() => preloadAllLazy());

/** Renders the page with its sign-up card. */
async function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PlaybookPage />
    </MemoryRouter>,
  );
  await screen.findByLabelText("First name");
  return { user };
}

const submitButton = () => screen.getByRole("button", { name: "Get the free eBook" });
const firstName = () => screen.getByLabelText("First name");
const email = () => screen.getByLabelText("Email address");
const consent = () =>
  screen.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" });

beforeEach(() => {
  invoke.mockReset();
  notified.mockClear();
});

describe("the playbook page", () => {
  it("has a specific title and a description of 110 to 160 characters", () => {
    expect(head.path).toBe("/knowledge/influencer-tax-playbook");
    expect(head.title).toMatch(/Influencer's Tax Playbook/);
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });
});

describe("the sign-up form", () => {
  it("starts with the consent box unticked and the last name optional", async () => {
    await renderPage();
    expect(consent()).not.toBeChecked();
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleName(/^Last name\s*\(optional\)$/);
  });

  it("shows the spec's messages under the fields, focuses the first invalid one and sends nothing", async () => {
    const { user } = await renderPage();
    await user.click(submitButton());

    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("You must agree to the terms to download")).toBeInTheDocument();
    expect(firstName()).toHaveFocus();
    expect(firstName()).toHaveAccessibleDescription("First name is required");
    expect(firstName()).toHaveAttribute("aria-invalid", "true");
    expect(consent()).toHaveAccessibleDescription(/You must agree to the terms to download/);
    expect(invoke).not.toHaveBeenCalled();
  });

  it("does not ask for a last name", async () => {
    const { user } = await renderPage();
    await user.click(submitButton());
    await screen.findByText("First name is required");
    expect(screen.queryByText(/Last name/, { selector: "p" })).toBeNull();
  });

  it("re-checks fields as the visitor corrects them, and focuses the first field still wrong", async () => {
    const { user } = await renderPage();
    await user.click(submitButton());
    await user.type(firstName(), "Maya");
    await waitFor(() => expect(screen.queryByText("First name is required")).toBeNull());

    await user.type(email(), "maya@");
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(email(), "example.co.uk");
    await waitFor(() => expect(screen.queryByText("Please enter a valid email address")).toBeNull());

    await user.click(submitButton());
    expect(await screen.findByText("You must agree to the terms to download")).toBeInTheDocument();
    expect(consent()).toHaveFocus();
    await user.click(consent());
    await waitFor(() => expect(screen.queryByText("You must agree to the terms to download")).toBeNull());
    expect(invoke).not.toHaveBeenCalled();
  });

  it("sends a valid sign-up, then replaces the form with the 'Thank You!' panel", async () => {
    invoke.mockResolvedValue({ success: true });
    const { user } = await renderPage();
    await user.type(firstName(), "Maya");
    await user.type(email(), " maya@example.co.uk ");
    await user.click(consent());
    await user.click(submitButton());

    const thanks = await screen.findByRole("heading", { name: "Thank You!" });
    expect(thanks).toHaveFocus();
    expect(screen.getByRole("button", { name: "Download eBook (PDF)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get the free eBook" })).toBeNull();
    expect(submitted()).toEqual([
      {
        firstName: "Maya",
        lastName: "",
        email: "maya@example.co.uk",
        agreeToTerms: true,
        website: "",
      },
    ]);
    expect(notified).toHaveBeenCalledWith("success", {
      title: "Thank you for signing up!",
      description:
        "Your free eBook is ready to download. Confirm your address from the e-mail we sent to maya@example.co.uk.",
    });
    // Marketing waits for the address to be confirmed: the panel says so, naming the address.
    const confirm = screen.getByRole("status");
    expect(confirm).toHaveTextContent("One more step: check your inbox");
    expect(confirm).toHaveTextContent("We have sent an e-mail to maya@example.co.uk. Follow its link to confirm");
  });

  it("tracks a download with the token its sign-up's answer gave, so that only that sign-up is marked", async () => {
    const downloadToken = "5".repeat(64);
    invoke.mockImplementation((name, body) =>
      Promise.resolve(
        name === "submit-influencer-form" && !(body as { downloaded?: boolean }).downloaded
          ? { success: true, downloadToken }
          : { success: true },
      ),
    );
    const { user } = await renderPage();
    await user.type(firstName(), "Maya");
    await user.type(email(), "maya@example.co.uk");
    await user.click(consent());
    await user.click(submitButton());
    await user.click(await screen.findByRole("button", { name: "Download eBook (PDF)" }));
    await waitFor(() =>
      expect(submitted()).toContainEqual({
        email: "maya@example.co.uk",
        firstName: "Maya",
        downloaded: true,
        downloadToken,
      }),
    );
  });

  it("keeps the form and says what went wrong when the server refuses", async () => {
    invoke.mockRejectedValue(
      new FunctionCallError("You have signed up several times in a short time.", 429, { success: false }),
    );
    const { user } = await renderPage();
    await user.type(firstName(), "Maya");
    await user.type(email(), "maya@example.co.uk");
    await user.click(consent());
    await user.click(submitButton());

    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith("error", {
        title: "There was a problem processing your submission. Please try again.",
        description: "You have signed up several times in a short time.",
      }),
    );
    expect(screen.queryByRole("heading", { name: "Thank You!" })).toBeNull();
    expect(firstName()).toHaveValue("Maya");
  });

  it("reports anything else as an unexpected error", async () => {
    invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = await renderPage();
    await user.type(firstName(), "Maya");
    await user.type(email(), "maya@example.co.uk");
    await user.click(consent());
    await user.click(submitButton());
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith("error", { title: "An unexpected error occurred. Please try again." }),
    );
  });
});
