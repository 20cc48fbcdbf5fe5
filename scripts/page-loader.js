/**
 * Matches once a built page responds to input: hydrated, or waiting for the visitor with the loader
 * ready to hold what they press. What tests and measurements wait for after opening a page.
 */
export const PAGE_RESPONDS = 'html[data-hydrated], html[data-scripts="on-intent"]';

/**
 * The page loader, inlined by scripts/prerender.mjs into every page as `(${pageLoader})()`, the
 * same text on every page (one CSP hash). It reads the page's module list (#page-modules) and
 * starts the page's scripts: the whole stylesheet, the modules the page needs, then the entry.
 *
 * When (docs/decisions/020):
 * - `start: "load"` (pages whose first view is backend data: the quote, the thank-you page, the
 *   e-mail links, the shells): once
 *   the browser has painted the prerendered page (its largest paint; after the first frame where
 *   that API is missing; at once in a background tab).
 * - `start: "intent"` (content pages, the calculators and the empty forms): only when the visitor reaches for
 *   something the scripts do. Keyboard focus on a control (not a link), or focus in a text field,
 *   fetches them without running anything; they start after the frame that answers a press on a
 *   control, or a key typed or text put in one, and at once for a mouse over the menu bar
 *   (`[data-menu]`, whose menus open on hover). Nothing is fetched as a finger touches a button:
 *   the frame answering the tap would wait for the downloads to be parsed. Reading, scrolling and
 *   following links need no script, so a visitor who only does that runs none, unless they scroll
 *   near a part that shows more as it comes into view (`[data-start-in-view]`), which starts them. An address with a
 *   query, or a browser holding a staff sign-in, starts at load, since what the page shows then
 *   depends on the scripts; so does a page whose check at load finds the backend changed since the
 *   build (src/article-check.ts, src/knowledge-check.ts, src/not-found-check.ts ask, with the event
 *   src/lib/page-scripts.ts names).
 *
 * Before the scripts have taken over the page (`html[data-hydrated]`), a press on a disclosure
 * (`button[data-disclosure]`, such as the menu and the FAQ) opens or closes it at once, as the
 * component will, which takes that state over on hydration; in a
 * `[data-disclosure-group="single"]`, opening one closes the others. A press on any other button,
 * on a link whose press the page's code answers (`a[data-held-press]`, which without scripts
 * still goes where its address says, and is left to the browser when opened in a new tab), or a
 * form submitted, is held (its default and other listeners stopped) and replayed once they have,
 * in order, so no tap is lost (unless its button has left the page) and no form is posted natively;
 * a send button (`[data-press-once]`) or a form counts once however often pressed. If the scripts
 * cannot be fetched, presses go back to the browser and a link pressed meanwhile is followed. A
 * replayed press is not the visitor's own to the browser: nothing on a page held this way may need
 * one (opening a window, the clipboard).
 *
 * Written to run as it is in any browser the site supports: no imports, nothing from outside
 * this function.
 */
export function pageLoader() {
  const root = document.documentElement;
  const head = document.head;
  const list = JSON.parse(document.getElementById("page-modules").textContent);
  const CONTROL = 'button, input, select, textarea, label, summary, [role=button], [tabindex]:not([tabindex="-1"])';
  const link = (attributes) => {
    const element = document.createElement("link");
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    head.append(element);
  };

  let fetched = false;
  const fetchScripts = () => {
    if (fetched) return;
    fetched = true;
    link({ rel: "preload", as: "style", href: list.styles });
    for (const href of list.preload) link({ rel: "modulepreload", crossorigin: "", href });
  };
  let started = false;
  // What watches for the visitor's intent, let go once the scripts start: after that it would only
  // add work to every keystroke and frame.
  const stopWatching = [];
  const start = () => {
    if (started) return;
    started = true;
    for (const stop of stopWatching.splice(0)) stop();
    fetchScripts();
    root.dataset.scripts = "starting";
    link({ rel: "stylesheet", href: list.styles, id: "site-styles" });
    const entry = Object.assign(document.createElement("script"), { type: "module", crossOrigin: "", src: list.entry });
    // The scripts could not be fetched (a dropped connection): presses go back to what the page does
    // without them, and a link pressed meanwhile is followed.
    entry.addEventListener("error", () => {
      unreachable = true;
      const link = [...held].reverse().find((target) => target instanceof HTMLAnchorElement);
      held.length = 0;
      if (link) location.assign(link.href);
    });
    head.append(entry);
  };
  // Asked for by what runs at load beside the loader when the prerendered page is out of date
  // (src/lib/page-scripts.ts, which names this event).
  document.addEventListener("page-loader:start", start, { once: true });
  // The frame answering the visitor is painted before the scripts' work begins.
  const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start));

  const held = [];
  let unreachable = false;
  const live = () => unreachable || root.hasAttribute("data-hydrated");
  const stop = (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const hold = (event, target) => {
    stop(event);
    // Every press, in order: two taps on a toggle open and close it. A form's send button and a
    // submission count once, however often pressed: the form is sent once.
    const once = target instanceof HTMLFormElement || target.matches("[data-press-once]");
    if (!(once && held.includes(target))) held.push(target);
    start();
  };
  const setOpen = (button, open) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(button.getAttribute("aria-controls"));
    if (panel) panel.hidden = !open;
  };
  const disclose = (event, button) => {
    stop(event);
    const open = button.getAttribute("aria-expanded") !== "true";
    const group = open && button.closest('[data-disclosure-group="single"]');
    if (group)
      for (const other of group.querySelectorAll('[data-disclosure][aria-expanded="true"]')) setOpen(other, false);
    setOpen(button, open);
    startAfterPaint();
  };
  document.addEventListener(
    "click",
    (event) => {
      const pressed =
        !live() && event.target instanceof Element && event.target.closest("button, [role=button], a[data-held-press]");
      if (!pressed || pressed.matches(":disabled")) return;
      if (pressed.closest("a[href]:not([data-held-press])")) return;
      // A link opened in a new tab or window, or saved, is the browser's to follow.
      const aside = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (pressed.matches("a") && aside) return;
      if (pressed.matches("[data-disclosure][aria-controls]")) disclose(event, pressed);
      else hold(event, pressed);
    },
    true,
  );
  document.addEventListener("submit", (event) => !live() && hold(event, event.target), true);
  // React replays a click on a part it has not hydrated yet (it hydrates that part first), but not a
  // submission: a form is replayed by a click on its submit button, and a replayed submission the
  // page's code does not take is never posted natively (no form of the site has an action).
  const unposted = (event) => event.preventDefault();
  const replay = () => {
    document.addEventListener("submit", unposted, true);
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      const submitter =
        target instanceof HTMLFormElement && target.querySelector('[type="submit"], button:not([type])');
      if (target instanceof HTMLFormElement && !submitter) target.requestSubmit();
      else (submitter || target).click();
    }
    document.removeEventListener("submit", unposted, true);
  };
  new MutationObserver((_, observer) => {
    if (!live()) return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  const staffSignedIn = () => {
    try {
      return Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
    } catch {
      return false;
    }
  };
  if (list.start === "intent" && !location.search && !staffSignedIn()) {
    root.dataset.scripts = "on-intent";
    const onControl = (event) => {
      const target = event.target instanceof Element ? event.target : null;
      return target !== null && !target.closest("a[href]") && target.closest(CONTROL) !== null;
    };
    const intents = {
      // Focus from the keyboard, or in a text field (typing follows): a tap on a button focuses it as
      // the tap is answered.
      focusin: (event) => onControl(event) && event.target.matches(":focus-visible") && fetchScripts(),
      keydown: (event) => onControl(event) && startAfterPaint(),
      // A figure pasted, dictated or filled in by the browser comes with no key.
      input: (event) => onControl(event) && startAfterPaint(),
      pointerover: (event) =>
        event.pointerType === "mouse" && event.target instanceof Element && event.target.closest("[data-menu]")
          ? start()
          : undefined,
    };
    for (const [type, listener] of Object.entries(intents)) {
      document.addEventListener(type, listener, true);
      stopWatching.push(() => document.removeEventListener(type, listener, true));
    }
    // A part that shows more as the visitor nears it (the listing's next cards) needs the scripts by then.
    const watchNearing = () => {
      if (started) return;
      const nearing = document.querySelectorAll("[data-start-in-view]");
      if (nearing.length === 0 || !globalThis.IntersectionObserver) return;
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && (observer.disconnect(), start()),
        { rootMargin: "800px 0px" },
      );
      for (const element of nearing) observer.observe(element);
      stopWatching.push(() => observer.disconnect());
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watchNearing, { once: true });
    else watchNearing();
    return;
  }
  if (document.visibilityState === "hidden") start();
  else if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint"))
    new PerformanceObserver(() => setTimeout(start)).observe({ type: "largest-contentful-paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(start));
  // Every page paints text (at least its navigation), so this is only a safety net.
  setTimeout(start, 3000);
}
