import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { START_SCRIPTS_EVENT } from "../src/lib/page-scripts";
import { STORAGE_KEY } from "../src/lib/stored-session";
import { pageLoader } from "./page-loader.js";

const modules = (start: "load" | "intent") =>
  `<script type="application/json" id="page-modules">${JSON.stringify({
    entry: "/assets/index.js",
    preload: ["/assets/page.js"],
    lazy: [],
    styles: "/assets/index.css",
    start,
  })}</script>`;

let page: JSDOM;

/** A fresh page at `address`, its loader run as the built page runs it: inlined as its source. */
/** What the page's IntersectionObserver was asked to watch, and a way to bring it into view. */
let nearing: { watched: Element[]; margin?: string; comeIntoView: () => void } | undefined;

function openPage(start: "load" | "intent", { address = "/accounting/vat", staffSignedIn = false } = {}) {
  page = new JSDOM(
    `<!doctype html><html><head></head><body>${modules(start)}<main id="main" tabindex="-1"><p id="text">Fixed fees.</p>
    <a id="link" href="/quote">Get a quote</a>
    <a id="to-form" href="#form" data-held-press>Back to the form</a>
    <ul><li data-menu="accounting"><a id="menu-link" href="/accounting">Accounting</a></li></ul>
    <button id="toggle" type="button">Show more</button>
    <button id="menu" type="button" aria-expanded="false" aria-controls="menu-panel" data-disclosure>Menu</button>
    <nav id="menu-panel" hidden>Links</nav>
    <div data-disclosure-group="single">
      <button id="q1" type="button" aria-expanded="false" aria-controls="a1" data-disclosure>Q1</button><p id="a1" hidden>A1</p>
      <button id="q2" type="button" aria-expanded="false" aria-controls="a2" data-disclosure>Q2</button><p id="a2" hidden>A2</p>
    </div>
    <form id="form"><input id="field" name="name"><button id="send">Send</button></form>
    <form id="contact"><input name="message"><button id="send-once" type="button" data-press-once>Send message</button></form>
    <form id="search" role="search"><input id="query" name="q"></form>
    <div id="more" data-start-in-view><button type="button">Show more</button></div></main></body></html>`,
    { url: `https://example.test${address}`, runScripts: "outside-only", pretendToBeVisual: true },
  );
  const watched: Element[] = [];
  nearing = { watched, comeIntoView: () => undefined };
  const record = nearing;
  Object.assign(page.window, {
    IntersectionObserver: class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
        record.margin = options?.rootMargin;
        record.comeIntoView = () => callback([{ isIntersecting: true }]);
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {
        watched.length = 0;
      }
    },
  });
  if (staffSignedIn) page.window.localStorage.setItem("sb-local-auth-token", "{}");
  page.window.eval(`(${pageLoader.toString()})()`);
}

const root = () => page.window.document.documentElement;
const element = (id: string) => page.window.document.getElementById(id)!;
const head = () => page.window.document.head;
const entryRequested = () => head().querySelector('script[type="module"]') !== null;
const fire = (id: string, type: string) => {
  const { Event } = page.window;
  element(id).dispatchEvent(new Event(type, { bubbles: true }));
};
/** The frame the loader waits for, and the task after it. */
const nextFrame = () =>
  new Promise((resolve) => page.window.requestAnimationFrame(() => page.window.setTimeout(resolve)));
const hydrate = async () => {
  root().dataset.hydrated = "";
  await new Promise((resolve) => setTimeout(resolve));
};

describe("a page that starts on intent", () => {
  it("fetches nothing while the visitor reads, presses text or focuses a link", () => {
    openPage("intent");
    fire("text", "pointerdown");
    fire("main", "pointerdown");
    fire("link", "focusin");
    fire("link", "keydown");
    expect(root().dataset.scripts).toBe("on-intent");
    expect(entryRequested()).toBe(false);
  });

  it("fetches the scripts, running none, when keyboard focus reaches a control; nothing as a finger touches one", () => {
    openPage("intent");
    fire("toggle", "pointerdown");
    expect(head().querySelector('link[rel="modulepreload"]')).toBeNull();
    // Focus given by the page's code is shown as keyboard focus is (:focus-visible).
    (element("field") as HTMLInputElement).focus();
    expect(head().querySelector('link[rel="preload"][as="style"]')?.getAttribute("href")).toBe("/assets/index.css");
    expect(head().querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe("/assets/page.js");
    expect(head().querySelector("#site-styles")).toBeNull();
    expect(entryRequested()).toBe(false);
  });

  it("starts the scripts after the next frame when a key is typed on a control: the whole stylesheet, then the entry", async () => {
    openPage("intent");
    fire("field", "keydown");
    expect(entryRequested()).toBe(false);
    await nextFrame();
    expect(root().dataset.scripts).toBe("starting");
    expect(head().querySelector("#site-styles")?.getAttribute("href")).toBe("/assets/index.css");
    expect(head().querySelector('script[type="module"]')?.getAttribute("src")).toBe("/assets/index.js");
  });

  it("starts when text is put in a field without a key (pasted, dictated, filled in)", async () => {
    openPage("intent");
    fire("field", "input");
    await nextFrame();
    expect(entryRequested()).toBe(true);
  });

  it("starts when a mouse points at the menu bar, whose menus open on hover, but not on a touch", () => {
    openPage("intent");
    const pointAt = (pointerType: string) => {
      const event = new page.window.Event("pointerover", { bubbles: true });
      Object.defineProperty(event, "pointerType", { value: pointerType });
      element("menu-link").dispatchEvent(event);
    };
    pointAt("touch");
    expect(entryRequested()).toBe(false);
    pointAt("mouse");
    expect(entryRequested()).toBe(true);
  });

  it("starts as the visitor scrolls near a part that shows more as it comes into view", async () => {
    openPage("intent");
    // Watched once the document has been read.
    await new Promise((resolve) => setTimeout(resolve));
    expect(nearing?.watched.map((watched) => watched.id)).toEqual(["more"]);
    expect(nearing?.margin).toBe("800px 0px");
    expect(entryRequested()).toBe(false);
    nearing?.comeIntoView();
    expect(entryRequested()).toBe(true);
    expect(nearing?.watched).toEqual([]);
  });

  it("lets go of what watches for the visitor once the scripts start, so keystrokes cost nothing more", async () => {
    openPage("intent");
    await new Promise((resolve) => setTimeout(resolve));
    const removed: string[] = [];
    const document = page.window.document;
    const remove = document.removeEventListener.bind(document);
    vi.spyOn(document, "removeEventListener").mockImplementation((type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    });
    fire("field", "keydown");
    await nextFrame();
    expect(entryRequested()).toBe(true);
    expect(removed.sort()).toEqual(["focusin", "input", "keydown", "pointerover"]);
    expect(nearing?.watched).toEqual([]);
  });

  it("starts at load when the address has a query, whose meaning only the scripts can show", () => {
    openPage("intent", { address: "/accounting/vat?utm_source=mail" });
    expect(root().dataset.scripts).not.toBe("on-intent");
  });

  it("knows a staff sign-in by the key supabase-js stores it under, as the site does", () => {
    // The loader cannot import: it spells the pattern itself.
    expect(pageLoader.toString()).toContain(`/${STORAGE_KEY.source}/`);
  });

  it("starts when code running at load asks for the scripts, as a changed article's check does", () => {
    openPage("intent");
    expect(entryRequested()).toBe(false);
    page.window.document.dispatchEvent(new page.window.Event(START_SCRIPTS_EVENT));
    expect(entryRequested()).toBe(true);
  });

  it("starts at load in a browser holding a staff sign-in, whose controls the page shows", () => {
    openPage("intent", { staffSignedIn: true });
    expect(root().dataset.scripts).not.toBe("on-intent");
  });
});

describe("a press before the scripts have taken over", () => {
  it("is held, then replayed once the page is hydrated", async () => {
    openPage("intent");
    const pressed = vi.fn();
    element("toggle").addEventListener("click", pressed);
    element("toggle").click();
    expect(pressed).not.toHaveBeenCalled();
    expect(entryRequested()).toBe(true);
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("never posts a form natively: its submission is replayed through the page's own handler", async () => {
    openPage("intent");
    const submitted = vi.fn((event: Event) => event.preventDefault());
    element("send").click();
    element("form").addEventListener("submit", submitted);
    await hydrate();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("replays a form with no button without posting it, though no code of the page takes it", async () => {
    openPage("intent");
    const form = element("search") as HTMLFormElement;
    form.requestSubmit();
    const submissions: Event[] = [];
    form.addEventListener("submit", (event) => submissions.push(event));
    await hydrate();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.defaultPrevented).toBe(true);
  });

  it("replays every press, in order: two taps on a toggle are two", async () => {
    openPage("intent");
    const pressed = vi.fn();
    element("toggle").addEventListener("click", pressed);
    element("toggle").click();
    element("toggle").click();
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("is not held once the page is hydrated, nor on a link", async () => {
    openPage("load");
    await hydrate();
    const pressed = vi.fn();
    element("toggle").addEventListener("click", pressed);
    element("toggle").click();
    expect(pressed).toHaveBeenCalledTimes(1);
    const followed = vi.fn((event: Event) => event.preventDefault());
    element("link").addEventListener("click", followed);
    element("link").click();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it("follows a link at once, unless the page's code answers its press, which is held and replayed", async () => {
    openPage("intent");
    const followed = vi.fn((event: Event) => event.preventDefault());
    element("link").addEventListener("click", followed);
    element("link").click();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(entryRequested()).toBe(false);

    const answered = vi.fn((event: Event) => event.preventDefault());
    element("to-form").addEventListener("click", answered);
    element("to-form").click();
    expect(answered).not.toHaveBeenCalled();
    expect(entryRequested()).toBe(true);
    await hydrate();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it("counts a send button pressed again and again as one press: the form is sent once", async () => {
    openPage("intent");
    const pressed = vi.fn();
    element("send-once").addEventListener("click", pressed);
    for (let tap = 0; tap < 3; tap++) element("send-once").click();
    await hydrate();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("leaves a held link to the browser when it is opened in a new tab", () => {
    openPage("intent");
    const { MouseEvent } = page.window;
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    element("to-form").dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(entryRequested()).toBe(false);
  });

  it("gives presses back to the browser when the scripts cannot be fetched", () => {
    openPage("intent");
    element("toggle").click();
    head().querySelector('script[type="module"]')!.dispatchEvent(new page.window.Event("error"));
    const pressed = vi.fn();
    element("toggle").addEventListener("click", pressed);
    element("toggle").click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("is dropped if its button has left the page before the scripts took over", async () => {
    openPage("intent");
    const pressed = vi.fn();
    const toggle = element("toggle");
    toggle.addEventListener("click", pressed);
    toggle.click();
    toggle.remove();
    await hydrate();
    expect(pressed).not.toHaveBeenCalled();
  });
});

describe("a disclosure pressed before the scripts have taken over", () => {
  const expanded = (id: string) => element(id).getAttribute("aria-expanded");
  const shown = (id: string) => !(element(id) as HTMLElement).hidden;

  it("opens and closes at once, and starts the scripts after the frame that shows it", async () => {
    openPage("intent");
    element("menu").click();
    expect([expanded("menu"), shown("menu-panel")]).toEqual(["true", true]);
    expect(entryRequested()).toBe(false);
    await nextFrame();
    expect(entryRequested()).toBe(true);
    element("menu").click();
    expect([expanded("menu"), shown("menu-panel")]).toEqual(["false", false]);
  });

  it("in a single-open group, closes the others as it opens", () => {
    openPage("intent");
    element("q1").click();
    element("q2").click();
    expect([expanded("q1"), shown("a1"), expanded("q2"), shown("a2")]).toEqual(["false", false, "true", true]);
  });

  it("is the component's to handle, and is not replayed, once the page is hydrated", async () => {
    openPage("intent");
    const handled = vi.fn();
    element("menu").addEventListener("click", handled);
    element("menu").click();
    expect(handled).not.toHaveBeenCalled();
    await hydrate();
    expect(handled).not.toHaveBeenCalled();
    element("menu").click();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(expanded("menu")).toBe("true");
  });
});
