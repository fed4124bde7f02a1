import { expect, test } from "@playwright/test";
import { watchConsole } from "./support/consoleWatch";

const remotePages = [
  { path: "/cloud", h1: "現場蔵クラウド" },
  { path: "/pad/tough", h1: "現場蔵Pad Tough" },
  { path: "/goyo/dx", h1: "現場蔵 御用達DX" },
  { path: "/faq/cloud", h1: "現場蔵クラウドのよくあるご質問" },
  { path: "/news", h1: "ニュース" },
];

test("the home page renders with its hero, families and calls to action", async ({ page }) => {
  const console = watchConsole(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toHaveCount(0);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "製品資料を請求する" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(console.errors).toEqual([]);
});

for (const { path, h1 } of remotePages) {
  test.describe(`${path}`, () => {
    test("renders its full content with JavaScript disabled", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(h1);
      await expect(page.locator("main")).toHaveCount(1);
      await context.close();
    });

    test("hydrates without a warning", async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("h1")).toHaveText(h1);
      // Hydrated: a client navigation works without a full page load.
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.locator('header a[href="/"]').first().click();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(console.errors).toEqual([]);
    });
  });
}

test("navigates from the shell into a remote and from one remote to another without a page load", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.locator('main a[href="/cloud"]').first().click();
  await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
  await page.locator('main a[href="/news"]').first().click();
  await expect(page.locator("h1")).toHaveText("ニュース");
  await expect(page).toHaveTitle("ニュース|現場蔵");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("visiting /cloud downloads no code of the news remote", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/cloud");
  await page.waitForLoadState("networkidle");
  expect(requested.some((path) => path.startsWith("/assets/cloud/"))).toBe(true);
  expect(requested.filter((path) => path.startsWith("/assets/news/"))).toEqual([]);
});

// The last path has characters that need escaping in markup or in the hydration data.
for (const path of ["/no/such/page", "/cloud/no-such-page", "/a&b/it's/%E3%81%82"]) {
  test(`unknown path ${path} answers 404 with the 404 page, which hydrates cleanly`, async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("お探しのページが見つかりません");
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await page.waitForSelector("html[data-hydrated='true']");
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    // The document is the server's own 404 status; nothing else may complain (a hydration mismatch would).
    expect(console.errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
}

test("pages and payloads revalidate with ETag: an unchanged page answers 304 without a body", async ({
  request,
}) => {
  for (const url of ["/cloud/plan", "/cloud/plan/_payload.json", "/"]) {
    const first = await request.get(url, { headers: { cookie: "gb_bucket=1" } });
    const etag = first.headers().etag;
    expect(etag, url).toBeTruthy();
    const again = await request.get(url, { headers: { cookie: "gb_bucket=1", "if-none-match": etag! } });
    expect(again.status(), url).toBe(304);
    expect((await again.body()).length).toBe(0);
  }
  const other = await request.get("/cloud/plan", { headers: { "if-none-match": '"stale"' } });
  expect(other.status()).toBe(200);
});

test("a page reached by a client navigation breaks its heading where its server render does", async ({
  page,
}) => {
  // The phrase breaks come with the payload (BudouX runs on the server only), so the browser's render of
  // /pad matches the server's: same phrase boxes, same <wbr>s.
  await page.goto("/pad");
  const served = await page.locator("h1").innerHTML();
  const servedText = (await page.locator("h1").textContent()) ?? "";
  expect(served).toContain("<wbr>");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.locator('main a[href="/pad"]').first().click();
  await expect(page).toHaveURL(/\/pad$/);
  // The URL changes before the new page has rendered; wait for /pad's heading itself.
  await expect(page.locator("h1")).toHaveText(servedText);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.locator("h1").innerHTML()).toBe(served);
});
