import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_CONFIRM_PATH, EMAIL_UNSUBSCRIBE_PATH } from "#kernel/email-links.ts";
import { emailLinkMessages } from "#kernel/schemas/email-link.ts";
import { paths } from "~/config/paths";
import { FunctionCallError } from "~/lib/functions";
import type * as Functions from "~/lib/functions";
import ConfirmEmailPage from "./confirm-page";
import UnsubscribePage from "./unsubscribe-page";

const invokeFunction = vi.hoisted(() => vi.fn());
vi.mock("~/lib/functions", async (importOriginal) => ({
  ...(await importOriginal<typeof Functions>()),
  invokeFunction,
}));

const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const token = "a".repeat(64);
/** An unsubscribe link names the address by its keyed hash. */
const subject = "b".repeat(64);

function open(page: React.ReactElement, search: string) {
  return render(<MemoryRouter initialEntries={[`/email/x${search}`]}>{page}</MemoryRouter>);
}

afterEach(() => invokeFunction.mockReset());

describe("the e-mail link pages", () => {
  it("sit at the addresses the e-mails link to", () => {
    expect(paths.emailConfirm.path).toBe(EMAIL_CONFIRM_PATH);
    expect(paths.emailUnsubscribe.path).toBe(EMAIL_UNSUBSCRIBE_PATH);
  });

  it("confirm only when the person presses the button, sending the link's id and token", async () => {
    invokeFunction.mockResolvedValue({ success: true });
    open(<ConfirmEmailPage />, `?id=${id}&token=${token}`);
    expect(invokeFunction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Confirm my address" }));
    expect(invokeFunction).toHaveBeenCalledWith("confirm-email", { id, token });
    expect(await screen.findByText("Thank you: your address is confirmed")).toBeVisible();
  });

  it("say what went wrong when the function refuses the link, and let the person try again", async () => {
    invokeFunction.mockRejectedValue(new FunctionCallError(emailLinkMessages.refused, 400, null));
    open(<UnsubscribePage />, `?id=${subject}&token=${token}`);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(emailLinkMessages.refused);
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
  });

  it("explain an incomplete link instead of offering a button that cannot work", () => {
    open(<UnsubscribePage />, `?id=${subject}&token=abc`);
    expect(screen.getByRole("alert")).toHaveTextContent("This unsubscribe link is not complete");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
