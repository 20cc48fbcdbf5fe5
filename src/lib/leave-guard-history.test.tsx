import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { BrowserRouter, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askBeforeLeavingWith, hasUnsavedWork, useUnsavedWork } from "./leave-guard";

function Editor() {
  const [text, setText] = useState("");
  useUnsavedWork(text !== "");
  return <input aria-label="Title" value={text} onChange={(event) => setText(event.target.value)} />;
}

/** A stand-in for the staff area: the address's query string is the view, as in the real one. */
function StaffArea() {
  const location = useLocation();
  return (
    <>
      <Link to="/knowledge/cms?edit=new">New article</Link>
      <Link to="/knowledge/cms?view=categories">Categories</Link>
      <p>View: {location.search || "articles"}</p>
      {location.search === "?edit=new" && <Editor />}
    </>
  );
}

function openStaffArea() {
  window.history.replaceState(null, "", "/knowledge/cms");
  return render(
    <BrowserRouter>
      <StaffArea />
    </BrowserRouter>,
  );
}

/** Follows one of the staff area's links, as a click would. */
async function follow(name: string) {
  fireEvent.click(screen.getByRole("link", { name }));
  await screen.findByText(/^View: /);
}

/** Types into the editor, as the person would, so there is unsaved work. */
function type(text: string) {
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: text } });
  expect(hasUnsavedWork()).toBe(true);
}

/** Waits long enough for any history step the browser has queued to have happened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => vi.restoreAllMocks());

describe("Back and Forward with unsaved work", () => {
  it("Back asks first, stays with the text when the answer is to stay, and goes back when it is to leave", async () => {
    const { unmount } = openStaffArea();
    const answers = [false, true];
    const ask = vi.fn(async () => answers.shift()!);
    const undo = askBeforeLeavingWith(ask);
    await follow("New article");
    type("VAT for new businesses");

    act(() => window.history.back());
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await settle();
    expect(window.location.search).toBe("?edit=new");
    expect(screen.getByText("View: ?edit=new")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("VAT for new businesses");

    act(() => window.history.back());
    await screen.findByText("View: articles");
    expect(ask).toHaveBeenCalledTimes(2);
    expect(window.location.search).toBe("");
    expect(hasUnsavedWork()).toBe(false);
    undo();
    unmount();
  });

  it("Forward asks too; without unsaved work Back and Forward move at once", async () => {
    const { unmount } = openStaffArea();
    const answers = [false, true];
    const ask = vi.fn(async () => answers.shift()!);
    const undo = askBeforeLeavingWith(ask);
    await follow("New article");
    await screen.findByLabelText("Title");
    await follow("Categories");
    await screen.findByText("View: ?view=categories");
    act(() => window.history.back());
    await screen.findByLabelText("Title");
    expect(ask).not.toHaveBeenCalled();
    type("Making Tax Digital");

    act(() => window.history.forward());
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await settle();
    expect(window.location.search).toBe("?edit=new");
    expect(screen.getByLabelText("Title")).toHaveValue("Making Tax Digital");

    act(() => window.history.forward());
    await screen.findByText("View: ?view=categories");
    expect(ask).toHaveBeenCalledTimes(2);
    expect(window.location.search).toBe("?view=categories");
    undo();
    unmount();
  });
});
