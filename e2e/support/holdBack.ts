import type { Page, Request } from "@playwright/test";

/**
 * Holds back the page's requests for `url` (a chunk) until `release()`: what the visitor does meanwhile
 * happens before that code arrives. `onRequest` sees each held request as it is made.
 */
export async function holdBack(
  page: Page,
  url: RegExp,
  onRequest: (request: Request) => Promise<void> | void = () => {},
): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await onRequest(route.request());
    await released;
    await route.continue();
  });
  return { release };
}
