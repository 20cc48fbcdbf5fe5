import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { firm } from "~/config/firm";
import type * as functions from "~/lib/functions";
import { FunctionCallError, invokeFunction } from "~/lib/functions";
import { notify } from "~/lib/notify";
import { preloadAllLazy } from "~/prerender/preloadable-lazy";
import ContactPage, { head } from "./contact-page";

vi.mock("~/lib/functions", async (importOriginal) => ({
  ...(await importOriginal<typeof functions>()),
  invokeFunction: vi.fn(),
}));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

const invoke = vi.mocked(invokeFunction);
const notified = vi.mocked(notify);
const submitted = () => invoke.mock.calls.filter(([name]) => name === "submit-contact").map(([, body]) => body);

// The browser loads the form's code before it hydrates the page (src/main.tsx): so do the tests.
beforeAll(() => preloadAllLazy());

beforeEach(() => {
  invoke.mockReset();
  notified.mockClear();
});

async function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  await screen.findByLabelText("Your name");
  return { user };
}

const name = () => screen.getByLabelText("Your name");
const email = () => screen.getByLabelText("Email address");
const message = () => screen.getByLabelText(/How can we help\?/);
const phone = () => screen.getByLabelText(/Phone number/);
const callBack = () => screen.getByRole("checkbox", { name: "Request a call back" });

describe("the contact page", () => {
  it("has a real title and a description of 110 to 160 characters", () => {
    expect(head.path).toBe("/contact");
    expect(head.title).toBe("Contact Us");
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it("shows the firm's phone, e-mail, opening hours, address and booking link", async () => {
    await renderPage();
    const details = screen.getByRole("complementary", { name: "Other ways to reach us" });
    expect(within(details).getByRole("link", { name: firm.phone.display })).toHaveAttribute(
      "href",
      `tel:${firm.phone.e164}`,
    );
    expect(within(details).getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
    expect(details).toHaveTextContent(firm.openingHours);
    expect(details).toHaveTextContent(firm.address.postcode);
    const booking = within(details).getByRole("link", { name: /Book a consultation/ });
    expect(booking).toHaveAttribute("href", firm.bookingUrl);
    expect(booking).toHaveAttribute("target", "_blank");
  });

  it("says what is done with the details and links the privacy notice", async () => {
    await renderPage();
    expect(
      screen.getByText(/We use your details only to answer your message and, if you ask, to call you back\./),
    ).toHaveTextContent("We do not add you to any mailing list.");
    expect(screen.getByRole("link", { name: "See our privacy notice" })).toHaveAttribute("href", "/privacy");
  });
});

describe("the contact form", () => {
  it("labels every field, with the phone number optional until a call back is asked for", async () => {
    const { user } = await renderPage();
    expect(name()).toHaveAttribute("autocomplete", "name");
    expect(email()).toHaveAttribute("type", "email");
    expect(message().tagName).toBe("TEXTAREA");
    expect(phone()).toHaveAccessibleName(/^Phone number\s*\(optional\)$/);
    expect(callBack()).not.toBeChecked();
    expect(screen.queryByRole("group", { name: "When suits you?" })).toBeNull();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();

    await user.click(callBack());
    expect(phone()).toHaveAccessibleName("Phone number");
    const times = screen.getByRole("group", { name: "When suits you?" });
    expect(
      within(times)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual([
      "Morning, 9am to 12 noon",
      "Afternoon, 12 noon to 3pm",
      "Late afternoon, 3pm to 5.30pm",
      "Any time in opening hours",
    ]);
    expect(screen.getByText(`We ring in our opening hours: ${firm.openingHours}.`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request a call back" })).toBeInTheDocument();
  });

  it("shows each message under its field, focuses the first and sends nothing", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please tell us how we can help")).toBeInTheDocument();
    expect(name()).toHaveFocus();
    expect(name()).toHaveAccessibleDescription("Please enter your name");
    expect(invoke).not.toHaveBeenCalled();
  });

  it("asks for a phone number and a time when a call back is wanted", async () => {
    const { user } = await renderPage();
    await user.type(name(), "Grace Mensah");
    await user.type(email(), "grace@example.co.uk");
    await user.type(message(), "Please ring me about payroll.");
    await user.click(callBack());
    await user.click(screen.getByRole("button", { name: "Request a call back" }));
    expect(await screen.findByText("Please give a phone number for us to call you back on")).toBeInTheDocument();
    expect(screen.getByText("Please choose when suits you for a call back")).toBeInTheDocument();
    expect(phone()).toHaveFocus();

    await user.type(phone(), "call me");
    expect(
      await screen.findByText("Please enter a phone number using digits, spaces and a leading + only"),
    ).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it("sends a call back request, then says when the firm will ring", async () => {
    invoke.mockResolvedValue({ success: true, data: { id: "4b1c3c0e-8a39-4d47-9d55-3d3b0b0f7d11" } });
    const { user } = await renderPage();
    await user.type(name(), "Grace Mensah");
    await user.type(email(), " grace@example.co.uk ");
    await user.type(message(), "Please ring me about payroll.");
    await user.click(callBack());
    await user.type(phone(), "07700 900456");
    await user.click(screen.getByRole("radio", { name: "Afternoon, 12 noon to 3pm" }));
    await user.click(screen.getByRole("button", { name: "Request a call back" }));

    const thanks = await screen.findByRole("heading", { name: "Thank you, Grace Mensah" });
    expect(thanks).toHaveFocus();
    expect(
      screen.getByText(
        "We have your message. We will call you on 07700 900456 on the next working day (afternoon, 12 noon to 3pm). If we miss you, we will e-mail you to find another time.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("We have e-mailed a copy of what you sent to grace@example.co.uk.")).toBeInTheDocument();
    expect(submitted()).toEqual([
      {
        name: "Grace Mensah",
        email: "grace@example.co.uk",
        message: "Please ring me about payroll.",
        phone: "07700 900456",
        callBack: true,
        callBackTime: "afternoon",
        website: "",
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(await screen.findByLabelText("Your name")).toHaveValue("");
  });

  it("sends a message without a call back, and says a reply comes within one working day", async () => {
    invoke.mockResolvedValue({ success: true, data: { id: "4b1c3c0e-8a39-4d47-9d55-3d3b0b0f7d11" } });
    const { user } = await renderPage();
    await user.type(name(), "Tomasz Nowak");
    await user.type(email(), "tomasz@example.co.uk");
    await user.type(message(), "Do you handle commercial leases?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByText("We have your message. A member of our team will reply within one working day."),
    ).toBeInTheDocument();
    expect(submitted()).toEqual([
      expect.objectContaining({ name: "Tomasz Nowak", callBack: false, callBackTime: null }),
    ]);
  });

  it("keeps the form, shows the server's message under its field and in a toast when refused", async () => {
    invoke.mockRejectedValue(
      new FunctionCallError("You have sent us several messages in a short time.", 429, { success: false }),
    );
    const { user } = await renderPage();
    await user.type(name(), "Grace Mensah");
    await user.type(email(), "grace@example.co.uk");
    await user.type(message(), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith("error", {
        title: "Your message was not sent",
        description: "You have sent us several messages in a short time.",
      }),
    );
    expect(screen.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    expect(name()).toHaveValue("Grace Mensah");

    invoke.mockRejectedValue(
      new FunctionCallError("Name can contain only letters", 400, {
        success: false,
        issues: [{ path: "name", message: "Name can contain only letters" }],
      }),
    );
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name can contain only letters", { selector: "p" })).toBeInTheDocument();
  });

  it("reports a network failure plainly", async () => {
    invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = await renderPage();
    await user.type(name(), "Grace Mensah");
    await user.type(email(), "grace@example.co.uk");
    await user.type(message(), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith("error", {
        title: "Something went wrong",
        description: "Your message couldn't be sent. Please try again, or call us.",
      }),
    );
  });
});
