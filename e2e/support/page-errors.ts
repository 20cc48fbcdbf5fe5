import type { Page } from "@playwright/test";

/** Errors the page logs, e.g. a hydration mismatch (React error #418) or a failed request. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
