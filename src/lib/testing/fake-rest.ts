/**
 * The backend's REST API as the plain reads made at load see it (~/lib/plain-read.ts): each request
 * answered by `answer` (rows, a status, or "down" for a network failure), every one recorded. Also
 * stubs the site's backend address and key for the test file that calls `stubSiteBackend`.
 */
import { afterEach, beforeEach, vi } from "vitest";

export type RestAnswer = unknown[] | number | "down";

export function fakeRest(answer: (url: URL) => RestAnswer) {
  const asked: { url: URL; headers: Record<string, string> }[] = [];
  const request = vi.fn(async (address: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(address));
    asked.push({ url, headers: init?.headers as Record<string, string> });
    const given = answer(url);
    if (given === "down") throw new TypeError("Failed to fetch");
    if (typeof given === "number") return new Response("{}", { status: given });
    return new Response(JSON.stringify(given), { status: 200 });
  });
  return { request: request as unknown as typeof fetch, asked };
}

export function stubSiteBackend() {
  beforeEach(() => {
    vi.stubEnv("VITE_SUPABASE_URL", "https://project.example.test");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "sb_publishable_site");
  });
  afterEach(() => vi.unstubAllEnvs());
}
