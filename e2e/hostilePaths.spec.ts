import { expect, test } from "@playwright/test";
import { watchConsole } from "./support/consoleWatch";
import { e2ePort } from "./support/environment";

// Hostile paths in the browser: Chromium followed `301 Location: //evil.example` off the site,
// and one path of 15,000 slashes held the origin for 11 s.

const site = `http://localhost:${e2ePort}`;

for (const path of [
  "//evil.example/",
  "///evil.example/",
  "/..//evil.example/",
  "//evil.example/%2e%2e",
  "//evil.example//",
  "/%2F/evil.example/",
  "/%5Cevil.example/",
]) {
  test(`${path} keeps the visitor on the site`, async ({ page }) => {
    const requestedHosts = new Set<string>();
    page.on("request", (request) => requestedHosts.add(new URL(request.url()).host));
    await page.goto(site + path);
    expect(new URL(page.url()).host).toBe(`localhost:${e2ePort}`);
    expect([...requestedHosts]).toEqual([`localhost:${e2ePort}`]);
  });
}

test("a path with repeated slashes shows the single-slash page, canonical included, and hydrates", async ({
  page,
}) => {
  await page.goto(`${site}/contact`);
  const heading = await page.locator("h1").textContent();
  const console = watchConsole(page);
  const response = await page.goto(`${site}//contact`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText(heading ?? "");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://www.genbagura.jp/contact",
  );
  await expect(page.locator("form.g-form button[type=submit]")).toBeEnabled();
  // The address bar shows the path the page belongs to, as it was before the router started.
  await expect(page).toHaveURL(`${site}/contact`);
  expect(console.errors).toEqual([]);
});

test("15,000 slashes are the 404 page of the merged path (timings: npm run bench:paths)", async ({
  request,
}) => {
  const hostile = await request.get(`${site}/a${"/".repeat(15_000)}b`);
  expect(hostile.status()).toBe(404);
  expect(await hostile.text()).toContain("/a/b");
});
