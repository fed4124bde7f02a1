import type { Page } from "@playwright/test";

/** Collects console errors and page errors, so a test can assert a clean hydration. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { errors };
}
