import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useStaffSession } from "./staff-session";
import { hasStoredSession } from "./stored-session";
import { sessionState, watchStaffSession } from "./watch-staff-session";

type Listener = (event: string, session: unknown) => void;
const fake = vi.hoisted(() => ({ listeners: [] as Listener[], stored: null as unknown }));

vi.mock("./supabase", () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        fake.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: async () => ({ data: { session: fake.stored } }),
      mfa: {
        getAuthenticatorAssuranceLevel: async () => ({
          data: { currentLevel: fake.stored ? "aal2" : null, nextLevel: fake.stored ? "aal2" : null },
          error: null,
        }),
      },
    },
  }),
}));

function SessionState() {
  const state = useStaffSession();
  return <p>{state.status === "signedIn" ? `signed in as ${state.email}` : state.status}</p>;
}

const session = (appMetadata: object = {}, userMetadata: object = {}) => ({
  user: { email: "staff@example.co.uk", app_metadata: appMetadata, user_metadata: userMetadata },
});

describe("watchStaffSession", () => {
  it("publishes every auth change, and re-reads the session when another tab changes it", async () => {
    render(<SessionState />);
    expect(screen.getByText("checking")).toBeInTheDocument();
    watchStaffSession();
    watchStaffSession();
    await vi.waitFor(() => expect(fake.listeners).toHaveLength(1));

    fake.stored = session();
    act(() => fake.listeners[0]!("INITIAL_SESSION", fake.stored));
    expect(await screen.findByText("signed in as staff@example.co.uk")).toBeInTheDocument();
    fake.stored = null;
    act(() => fake.listeners[0]!("SIGNED_OUT", null));
    expect(await screen.findByText("signedOut")).toBeInTheDocument();

    fake.stored = session();
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: "sb-127-auth-token" }));
      await Promise.resolve();
    });
    expect(await screen.findByText("signed in as staff@example.co.uk")).toBeInTheDocument();
  });
});

describe("sessionState", () => {
  it("reads staff rights from app_metadata only", () => {
    expect(sessionState(null)).toEqual({ status: "signedOut" });
    expect(
      sessionState(session({ role: "staff" }) as never, { currentLevel: "aal2", nextLevel: "aal2" } as never),
    ).toEqual({
      status: "signedIn",
      email: "staff@example.co.uk",
      isStaff: true,
      isAdmin: false,
      worksLeads: false,
      secondFactor: "verified",
    });
    expect(sessionState(session({ role: "staff", staff_role: "admin" }) as never)).toMatchObject({ isAdmin: true });
    expect(sessionState(session({ role: "staff", staff_role: "editor" }) as never)).toMatchObject({
      isAdmin: false,
      worksLeads: true,
    });
    expect(sessionState(session({ role: "staff", staff_role: "writer" }) as never)).toMatchObject({
      isAdmin: false,
      worksLeads: false,
    });
    expect(sessionState(session({ role: "client" }, { role: "staff" }) as never)).toMatchObject({ isStaff: false });
    expect(sessionState(session({ role: "client", staff_role: "admin" }) as never)).toMatchObject({ isAdmin: false });
  });

  it("tells a session owing its second factor from one without any", () => {
    const staff = session({ role: "staff" }) as never;
    const level = (currentLevel: string, nextLevel: string) =>
      ({ currentLevel, nextLevel, currentAuthenticationMethods: [] }) as never;
    expect(sessionState(staff, level("aal1", "aal2"))).toMatchObject({ secondFactor: "required" });
    expect(sessionState(staff, level("aal1", "aal1"))).toMatchObject({ secondFactor: "missing" });
  });
});

describe("hasStoredSession", () => {
  it("finds supabase-js's stored session key, and nothing else", () => {
    const storage = (keys: string[]) =>
      ({ length: keys.length, key: (index: number) => keys[index] ?? null }) as unknown as Storage;
    expect(hasStoredSession(storage(["theme", "sb-127-auth-token"]))).toBe(true);
    expect(hasStoredSession(storage(["theme", "sb-auth-token"]))).toBe(false);
  });
});
