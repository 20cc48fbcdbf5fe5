/**
 * The staff area's gate in the browser, with a stand-in for the auth client:
 * the shell renders the same loading state on the server and in the browser;
 * signed out it shows the sign-in screen with the spec's validation message;
 * wrong credentials are named plainly; an account without the staff role in
 * app_metadata (user_metadata does not count) is refused, and can sign out.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "~/lib/notify";
import CmsPage, { head } from "./cms-page";

type Listener = (event: string, session: unknown) => void;
type Level = "aal1" | "aal2";
const auth = vi.hoisted(() => ({
  listeners: [] as Listener[],
  current: null as unknown,
  assurance: { currentLevel: null as string | null, nextLevel: null as string | null },
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  listFactors: vi.fn(),
  enroll: vi.fn(),
  unenroll: vi.fn(),
  challengeAndVerify: vi.fn(),
}));

vi.mock("~/lib/supabase", () => ({
  getSupabase: () => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        auth.listeners.push(listener);
        listener("INITIAL_SESSION", null);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: async () => ({ data: { session: auth.current } }),
      signInWithPassword: auth.signInWithPassword,
      signOut: auth.signOut,
      mfa: {
        getAuthenticatorAssuranceLevel: async () => ({ data: auth.assurance, error: null }),
        listFactors: auth.listFactors,
        enroll: auth.enroll,
        unenroll: auth.unenroll,
        challengeAndVerify: auth.challengeAndVerify,
      },
    },
  }),
}));
vi.mock("./workspace/staff-workspace", () => ({ default: () => <h2>Articles</h2> }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

/** A signed-in session; staff sessions are at `level`, with an authenticator app set up unless `next` says not. */
const session = (appMetadata: object, userMetadata: object = {}, level: Level = "aal2", next: Level = "aal2") => ({
  user: { email: "someone@example.co.uk", app_metadata: appMetadata, user_metadata: userMetadata },
  level,
  next,
});

function emit(value: ReturnType<typeof session> | null) {
  auth.current = value;
  auth.assurance = { currentLevel: value?.level ?? null, nextLevel: value?.next ?? null };
  act(() => auth.listeners.forEach((listener) => listener(value ? "SIGNED_IN" : "SIGNED_OUT", value)));
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CmsPage />
    </MemoryRouter>,
  );
  return { user };
}

beforeEach(() => {
  // The session watcher is started once per page load (here, once per file): start each test signed out.
  emit(null);
  auth.signInWithPassword.mockReset();
  auth.signOut.mockReset();
  auth.challengeAndVerify.mockReset();
  auth.enroll.mockReset();
  auth.unenroll.mockReset();
  auth.listFactors.mockReset();
});

describe("the staff area", () => {
  it("is not indexed, and its prerendered shell only says it is checking the sign-in", () => {
    expect(head).toMatchObject({ path: "/knowledge/cms", noindex: true });
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.length).toBeLessThanOrEqual(160);
    const html = renderToString(
      <MemoryRouter>
        <CmsPage />
      </MemoryRouter>,
    );
    expect(html).toContain("Checking your sign-in…");
    expect(html).not.toContain("Password");
  });

  it("asks for both fields with the spec's message, without calling the server", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You must provide either an email or phone number and a password.",
    );
    expect(screen.getByLabelText("E-mail address")).toHaveFocus();
    await user.type(screen.getByLabelText("E-mail address"), "staff@example.co.uk");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it("says plainly when the e-mail address or password is wrong", async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: Object.assign(new Error("Invalid login credentials"), { code: "invalid_credentials", status: 400 }),
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText("E-mail address"), " staff@example.co.uk ");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The e-mail address or password is not right.");
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: "staff@example.co.uk", password: "wrong" });
  });

  it("says so when the sign-in service cannot be reached", async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: Object.assign(new Error("Failed to fetch"), { name: "AuthRetryableFetchError", status: 0 }),
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText("E-mail address"), "staff@example.co.uk");
    await user.type(screen.getByLabelText("Password"), "x");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The sign-in service could not be reached. Check your connection and try again.",
    );
  });

  it("refuses an account without the staff role, even with role = 'staff' in user_metadata", async () => {
    renderPage();
    await screen.findByRole("button", { name: "Sign in" });
    emit(session({ provider: "email" }, { role: "staff" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This account does not have staff access");
    expect(screen.queryByRole("heading", { name: "Articles" })).not.toBeInTheDocument();
  });

  it("signs a refused account out with the spec's toast and shows the sign-in screen again", async () => {
    auth.signOut.mockResolvedValue({ error: null });
    const { user } = renderPage();
    await screen.findByRole("button", { name: "Sign in" });
    emit(session({ role: "client" }));
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    // No auth event is emitted here: the sign-out itself publishes the change.
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith("success", { title: "Successfully logged out" });
  });

  it("opens the staff area for app_metadata.role = 'staff'", async () => {
    renderPage();
    await screen.findByRole("button", { name: "Sign in" });
    emit(session({ role: "staff" }));
    expect(await screen.findByRole("heading", { name: "Articles" })).toBeInTheDocument();
  });

  it("asks staff signed in with a password alone for the authenticator code, and opens once it is right", async () => {
    auth.listFactors.mockResolvedValue({
      data: { all: [], totp: [{ id: "factor-1", status: "verified" }], phone: [] },
      error: null,
    });
    auth.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error("Invalid TOTP code entered"), { code: "mfa_verification_failed", status: 422 }),
    });
    const { user } = renderPage();
    await screen.findByRole("button", { name: "Sign in" });
    emit(session({ role: "staff" }, {}, "aal1", "aal2"));
    const code = await screen.findByLabelText("6-digit code");
    expect(screen.queryByRole("heading", { name: "Articles" })).not.toBeInTheDocument();

    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Enter the 6 digits the app shows")).toBeInTheDocument();
    expect(auth.challengeAndVerify).not.toHaveBeenCalled();

    await user.type(code, "6");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(auth.challengeAndVerify).toHaveBeenCalledWith({ factorId: "factor-1", code: "123456" });

    auth.challengeAndVerify.mockResolvedValueOnce({ data: {}, error: null });
    await user.clear(code);
    await user.type(code, "654 321");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(auth.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: "factor-1", code: "654321" });
    emit(session({ role: "staff" }, {}, "aal2", "aal2"));
    expect(await screen.findByRole("heading", { name: "Articles" })).toBeInTheDocument();
  });

  it("sets up an authenticator app at a first sign-in: QR code, typed key, then the first code", async () => {
    auth.listFactors.mockResolvedValue({
      data: { all: [{ id: "left-over", status: "unverified" }], totp: [], phone: [] },
      error: null,
    });
    auth.unenroll.mockResolvedValue({ data: { id: "left-over" }, error: null });
    auth.enroll.mockResolvedValue({
      data: { id: "new-factor", totp: { qr_code: "data:image/svg+xml;utf-8,<svg></svg>", secret: "ABCDEFGHIJKLMNOP" } },
      error: null,
    });
    auth.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const { user } = renderPage();
    await screen.findByRole("button", { name: "Sign in" });
    emit(session({ role: "staff" }, {}, "aal1", "aal1"));
    expect(await screen.findByRole("heading", { name: "Set up your second factor" })).toBeInTheDocument();
    // The SVG is percent-encoded, so that a "#" in it cannot end the data URL.
    expect(await screen.findByAltText(/QR code to add this staff account/)).toHaveAttribute(
      "src",
      "data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E",
    );
    expect(screen.getByText("ABCD EFGH IJKL MNOP")).toBeInTheDocument();
    expect(auth.unenroll).toHaveBeenCalledWith({ factorId: "left-over" });
    expect(auth.enroll).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText("6-digit code"), "246810");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(auth.challengeAndVerify).toHaveBeenCalledWith({ factorId: "new-factor", code: "246810" });
    expect(notify).toHaveBeenCalledWith("success", {
      title: "Second factor set up: you will be asked for a code at each sign-in",
    });
  });
});
