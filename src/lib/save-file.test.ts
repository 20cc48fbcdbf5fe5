// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveBlob } from "./save-file";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("saveBlob", () => {
  it("saves through a temporary link, and keeps the object URL for a minute so the save is not cancelled", () => {
    vi.useFakeTimers();
    URL.createObjectURL ??= () => "";
    URL.revokeObjectURL ??= () => undefined;
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:saved");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveBlob(new Blob(["a,b\r\n"], { type: "text/csv" }), "quote-requests-2026-11-21.csv");
    expect(clicked).toEqual([{ href: "blob:saved", download: "quote-requests-2026-11-21.csv" }]);
    expect(document.querySelector("a[download]")).toBeNull();

    vi.advanceTimersByTime(59_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revoke).toHaveBeenCalledWith("blob:saved");
  });
});
