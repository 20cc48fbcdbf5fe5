// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invokeFunction } from "~/lib/functions";
import { notify } from "~/lib/notify";
import { getSupabase } from "~/lib/supabase";
import { downloadEbook } from "./use-ebook-download";

vi.mock("~/lib/functions", () => ({ invokeFunction: vi.fn(), FunctionCallError: class extends Error {} }));
vi.mock("~/lib/supabase", () => ({ getSupabase: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

const STORAGE_URL =
  "https://project.supabase.co/storage/v1/object/public/influencers-playbook/influencers-tax-playbook.pdf";
const who = { email: "maya@example.co.uk", firstName: "Maya", lastName: "Okoro", downloadToken: "7".repeat(64) };
const pdfBytes = new TextEncoder().encode("%PDF-1.3\n%%EOF\n");

const invoke = vi.mocked(invokeFunction);
const notified = vi.mocked(notify);
let publicUrl: string;
let saved: { href: string; download: string }[];

beforeEach(() => {
  publicUrl = STORAGE_URL;
  saved = [];
  invoke.mockReset().mockResolvedValue({ success: true });
  notified.mockClear();
  vi.mocked(getSupabase).mockReturnValue({
    storage: { from: () => ({ getPublicUrl: () => ({ data: { publicUrl } }) }) },
  } as never);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
  URL.createObjectURL = vi.fn(() => "blob:http://localhost/ebook");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdfResponse = () => new Response(pdfBytes, { headers: { "content-type": "application/pdf" } });
const calls = (name: string) => invoke.mock.calls.filter(([called]) => called === name).map(([, body]) => body);

describe("downloading the eBook", () => {
  it("ensures the file, fetches it from Storage and saves it as The-Influencers-Tax-Playbook.pdf, then records it", async () => {
    const fetcher = vi.fn(() => Promise.resolve(pdfResponse()));
    vi.stubGlobal("fetch", fetcher);
    await downloadEbook(who);

    expect(calls("create-storage-bucket")).toEqual([{ action: "ensure_bucket_exists" }]);
    expect(fetcher).toHaveBeenCalledWith(STORAGE_URL, expect.anything());
    expect(saved).toEqual([{ href: "blob:http://localhost/ebook", download: "The-Influencers-Tax-Playbook.pdf" }]);
    expect(notified).toHaveBeenCalledWith("success", { title: "Your download has started!" });
    await vi.waitFor(() => expect(calls("submit-influencer-form")).toEqual([{ ...who, downloaded: true }]));
    // The ensure call comes first (call 8 before the download).
    expect(invoke.mock.calls[0]![0]).toBe("create-storage-bucket");
  });

  it("says there was a problem and saves the site's own copy when the fetch fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("Not found", { status: 400 }))),
    );
    await downloadEbook(who);

    expect(notified).toHaveBeenCalledWith("error", {
      title: "There was a problem with your download. Please try again.",
    });
    expect(notified).not.toHaveBeenCalledWith("success", expect.anything());
    expect(saved).toEqual([
      { href: "/downloads/the-influencers-tax-playbook.pdf", download: "The-Influencers-Tax-Playbook.pdf" },
    ]);
    await vi.waitFor(() => expect(calls("submit-influencer-form")).toHaveLength(1));
  });

  it("treats an answer that is not a PDF as a failed download", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("<!doctype html>", { status: 200 }))),
    );
    await downloadEbook(who);
    expect(saved.map((link) => link.href)).toEqual(["/downloads/the-influencers-tax-playbook.pdf"]);
  });

  it("uses the fixed fallback address when Storage gives none, and carries on when the bucket call fails", async () => {
    publicUrl = "";
    invoke.mockImplementation((name) =>
      name === "create-storage-bucket" ? Promise.reject(new Error("offline")) : Promise.resolve({ success: true }),
    );
    const fetcher = vi.fn(() => Promise.resolve(pdfResponse()));
    vi.stubGlobal("fetch", fetcher);
    await downloadEbook(who);
    expect(fetcher).toHaveBeenCalledWith("/downloads/the-influencers-tax-playbook.pdf", expect.anything());
    expect(saved).toHaveLength(1);
    expect(notified).toHaveBeenCalledWith("success", { title: "Your download has started!" });
  });

  it("does not fail the download when recording it fails", async () => {
    invoke.mockImplementation((name) =>
      name === "submit-influencer-form" ? Promise.reject(new Error("404")) : Promise.resolve({ success: true }),
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(pdfResponse())),
    );
    await expect(downloadEbook(who)).resolves.toBeUndefined();
    expect(saved).toHaveLength(1);
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith("Could not record the download:", expect.any(Error)),
    );
  });
});
