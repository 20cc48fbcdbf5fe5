import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { calendarFeedUrl } from "../api/calendar-feed";
import { CalendarLink } from "./calendar-section";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const link = calendarFeedUrl(token, "https://abcd.supabase.co");

describe("the member's calendar link", () => {
  it("is the calendar-feed function's address with the token, and nothing else", () => {
    expect(link).toBe(`https://abcd.supabase.co/functions/v1/calendar-feed?token=${token}`);
    expect(() => calendarFeedUrl("not a token&x=1", "https://abcd.supabase.co")).toThrow();
  });

  it("is offered to a member who has none", async () => {
    const onMake = vi.fn();
    render(<CalendarLink madeAt={null} link={null} making={false} error={null} onMake={onMake} />);
    expect(screen.getByRole("heading", { name: "Your calendar" })).toBeInTheDocument();
    expect(screen.getByText("You have no calendar link yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Make my calendar link" }));
    expect(onMake).toHaveBeenCalledOnce();
  });

  it("is shown once when made, with how to subscribe from Google or Outlook", () => {
    render(<CalendarLink madeAt="2026-12-07T17:45:00Z" link={link} making={false} error={null} onMake={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Your calendar link" })).toHaveValue(link);
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Subscribe from Google or Outlook" })).toBeInTheDocument();
    expect(
      screen.getByText(/Google Calendar, on a computer: beside Other calendars, press \+, then From URL/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Outlook: Add calendar, then Subscribe from web/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make a new calendar link" })).toBeInTheDocument();
  });

  it("says when the link was made, and that a new one ends the old", () => {
    render(<CalendarLink madeAt="2026-12-07T17:45:00Z" link={null} making={false} error={null} onMake={vi.fn()} />);
    expect(screen.getByText(/Your calendar link was made on 7 Dec 2026, 17:45/)).toBeInTheDocument();
    expect(screen.getByText(/The old link stops working at once/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
