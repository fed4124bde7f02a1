import path from "node:path";
import { redirectTable, resolveRedirect } from "@genbagura/routing";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDataDir } from "./support/environment";

test.describe("redirects", () => {
  test("the server answers the redirect table with real status codes, keeping the query", async ({
    request,
  }) => {
    const chain = await request.get("/online?utm_source=dm", { maxRedirects: 0 });
    expect(chain.status()).toBe(302);
    expect(chain.headers().location).toBe("/contact?utm_source=dm");
    const permanent = await request.get("/goyo/2021/", { maxRedirects: 0 });
    expect(permanent.status()).toBe(301);
    expect(permanent.headers().location).toBe("/goyo");
    const carried = await request.get("/jacic/certificates/kokuban", { maxRedirects: 0 });
    expect(carried.headers().location).toBe("/jcomsia/certificates/kokuban");
  });

  test("a visitor following an old link lands on the page that replaced it", async ({ page }) => {
    const response = await page.goto("/goyo/2021?ref=mail");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/goyo\?ref=mail$/);
    await expect(page.locator("h1")).toHaveText("現場蔵 御用達 工事写真台帳ソフト");
  });

  test("the non-canonical trailing slash form 301s to the canonical one", async ({ request }) => {
    const response = await request.get("/cloud/?a=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/cloud?a=1");
  });

  test("redirects marketing adds in the store apply without a deploy", async ({ request }) => {
    const database = new Database(path.join(e2eDataDir, "redirects.sqlite"));
    database
      .prepare("INSERT OR REPLACE INTO server_redirects (from_path, location, status) VALUES (?, ?, ?)")
      .run("/spring-fair", "/cloud", 302);
    database.close();
    // Each origin reloads its copy of the redirects every 2 s.
    await expect
      .poll(async () => (await request.get("/api/redirects?path=/spring-fair")).json(), { timeout: 10_000 })
      .toEqual({ redirect: { location: "/cloud", status: 302 } });
    const page = await request.get("/spring-fair?x=1", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toBe("/cloud?x=1");
  });

  test("a navigation proceeds when the redirect API is down", async ({ page }) => {
    await page.route("**/api/redirects**", (route) => route.abort("failed"));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.locator('main a[href="/cloud"]').first().click();
    await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
  });
});

test.describe("error pages", () => {
  test("a server-side 5xx answers 500 and moves to /error/500 with the apology", async ({ page }) => {
    const response = await page.goto("/test_prod/error50x");
    expect(response?.status()).toBe(500);
    await expect(page).toHaveURL(/\/error\/500$/);
    await expect(page.locator("h1")).toHaveText("ページを正しく表示できませんでした");
    await expect(page).toHaveTitle("現場蔵|工事写真からはじまる建設DXプラットフォーム");
    await expect(page.getByText("約80,000社")).toBeVisible();
  });

  test("トップページにもどる clears the error and replaces the entry with /", async ({ page }) => {
    await page.goto("/");
    await page.goto("/error");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "トップページにもどる" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    // /error was replaced, so going back leaves the site history entry before it.
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("stale build", () => {
  test("a new build makes the next navigation a full page load", async ({ page }) => {
    await page.goto("/cloud");
    await page.waitForLoadState("networkidle");
    await page.route("**/builds/latest.json*", (route) =>
      route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
    );
    await page.evaluate(() => {
      Object.assign(window, { __samePage: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.waitForResponse("**/builds/latest.json*");
    await page.locator('main a[href="/news"]').first().click();
    await expect(page.locator("h1")).toHaveText("ニュース");
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
  });

  test("a page chunk that fails reloads the target once, and a second failure shows the retry page", async ({
    page,
  }) => {
    // The page chunks fail until the page reloads (as after a deploy: the new page finds its files).
    let failing = true;
    page.on("request", (request) => {
      if (request.resourceType() === "document") failing = false;
    });
    const failPageChunks = (route: import("@playwright/test").Route) => {
      const file = new URL(route.request().url()).pathname.split("/").pop() ?? "";
      if (!failing || /^(mf-manifest|remoteEntry|__federation_expose)/.test(file)) return route.continue();
      return route.fulfill({ status: 404, body: "" });
    };
    await page.goto("/cloud");
    await page.waitForLoadState("networkidle");
    await page.route("**/assets/news/**", failPageChunks);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    failing = true;
    const reload = page.waitForRequest((request) => request.resourceType() === "document");
    await page.locator('main a[href="/news"]').first().click();
    await reload;
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator("h1")).toHaveText("ニュース");
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();

    // Within 10 s the same failure does not reload again: the page says it is unavailable for now, with a
    // retry link (ARCHITECTURE section 3, a chunk 404), instead of a loop.
    await page.goto("/cloud");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    failing = true;
    await page.locator('main a[href="/news"]').first().click();
    await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
    await expect(page.getByRole("link", { name: "もう一度読み込む" })).toHaveAttribute("href", "/news");
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("a build manifest that fails to load reloads once per session, never twice", async ({ page }) => {
    let documentLoads = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads += 1;
    });
    await page.route("**/builds/meta/**", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/cloud");
    await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(2500);
    expect(documentLoads).toBe(2);
  });
});

test("without monitoring configured no RUM code is downloaded", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/cloud");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  expect(requested.filter((url) => url.includes("aws-rum") || url.includes("amazonaws"))).toEqual([]);
});

test("no redirect target on this site is itself a 404", async ({ request }) => {
  const problems: string[] = [];
  for (const rule of redirectTable) {
    const result = resolveRedirect(rule.from, "");
    if (!result?.location.startsWith("/")) continue;
    const response = await request.get(result.location, { maxRedirects: 0 });
    if (response.status() !== 200) problems.push(`${rule.from} -> ${result.location}: ${response.status()}`);
  }
  expect(problems).toEqual([]);
});
