import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support/consoleWatch";

// The <head> names the files start-up will ask for (the owner's manifest, entry and routes chunk; the
// registry snapshot is in the page itself) so they download together. Each must be fetched once, and used: Chrome warns about a preload
// nobody asked for, and a preload that does not match the real request is downloaded twice.

async function preloadsOf(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
}

for (const { path, owner } of [
  { path: "/", owner: null },
  { path: "/cloud", owner: "cloud" },
  { path: "/news/pressrelease/20160203", owner: "news" },
]) {
  test(`${path} preloads exactly what its start-up loads, and each file is fetched once`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(path);
    await page.waitForSelector("html[data-hydrated='true']");
    const preloads = await preloadsOf(page);
    // React itself preloads an eagerly loaded <img> of the page (a hero drawing): not start-up code, but
    // it too must be fetched once and used (checked below with the others).
    const startUp = preloads.filter((href) => !/\.(svg|png|jpe?g|webp|avif)$/.test(href));
    if (owner) {
      expect(startUp.every((href) => new RegExp(`^/assets/${owner}/[0-9a-f]{10}/`).test(href))).toBe(true);
      expect(startUp.some((href) => href.endsWith("/mf-manifest.json"))).toBe(true);
      expect(startUp.some((href) => /\/remoteEntry\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
    } else {
      expect(startUp).toEqual([]);
    }
    // Chrome reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3500);
    const timesRequested = (href: string) => requested.filter((url) => url === href).length;
    for (const href of preloads) expect(timesRequested(href), href).toBe(1);
    // Console errors and warnings: an unused or mismatched preload is reported as a warning.
    expect(console.errors).toEqual([]);
  });
}
