import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useStaffSession } from "~/lib/staff-session";
import { sessionState, watchSession } from "./watch-session";

type Listener = (event: string, session: unknown) => void;
const fake = vi.hoisted(() => ({ listeners: [] as Listener[], stored: null as unknown }));

vi.mock("~/lib/supabase", () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: async () => ({ data: { session: fake.stored } }),
    },
  }),
}));

function FooterState() {
  const state = useStaffSession();
  return <p>{state.status === "signedIn" ? `signed in as ${state.email}` : "signed out"}</p>;
}

const session = { user: { email: "staff@example.co.uk" } };

describe("watchSession", () => {
  it("publishes every auth change to the footer, and re-reads the session when another tab changes it", async () => {
    render(<FooterState />);
    expect(screen.getByText("signed out")).toBeInTheDocument();
    watchSession();
    watchSession();
    expect(fake.listeners).toHaveLength(1);

    act(() => fake.listeners[0]!("INITIAL_SESSION", session));
    expect(screen.getByText("signed in as staff@example.co.uk")).toBeInTheDocument();
    act(() => fake.listeners[0]!("SIGNED_OUT", null));
    expect(screen.getByText("signed out")).toBeInTheDocument();

    fake.stored = session;
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: "sb-127-auth-token" }));
      await Promise.resolve();
    });
    expect(await screen.findByText("signed in as staff@example.co.uk")).toBeInTheDocument();
  });

  it("maps a session to the footer's state", () => {
    expect(sessionState(null)).toEqual({ status: "signedOut" });
    expect(sessionState(session as never)).toEqual({ status: "signedIn", email: "staff@example.co.uk" });
  });
});
