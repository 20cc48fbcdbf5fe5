// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { setAnalyticsTransport, track, type AnalyticsEvent } from "./analytics";
import { isRepeatHeroView } from "./hero-variant";

const view: AnalyticsEvent = { name: "hero_view", variant: "a", path: "/", repeat: false };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the headline test's events", () => {
  it("are sent for a visitor and not for a browser with a staff sign-in", () => {
    const sent: AnalyticsEvent[] = [];
    const restore = setAnalyticsTransport((event) => sent.push(event));
    try {
      track(view);
      localStorage.setItem("sb-project-auth-token", "{}");
      track(view);
    } finally {
      restore();
    }
    expect(sent).toEqual([view]);
  });

  it("mark a headline this tab has already shown as a repeat", () => {
    expect(isRepeatHeroView("a")).toBe(false);
    expect(isRepeatHeroView("b")).toBe(false);
    expect(isRepeatHeroView("a")).toBe(true);
    expect(isRepeatHeroView("b")).toBe(true);
  });
});
