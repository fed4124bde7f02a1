import { expect, test } from "@playwright/test";
import { announcementIds } from "../apps/shell/content/company/announcements/announcementIds";

/** The company pages the shell owns, and every announcement the build prerenders. */
const companyPaths = [
  "/about",
  "/about/step",
  "/announcements",
  // One page per file of content/company/announcements/entries.
  ...announcementIds.map((id) => `/announcements/${id}`),
  "/book",
  "/corporate/mkk/2020dl",
  "/partner",
  "/privacy",
  "/security",
  "/law",
  "/law/return",
  "/showroom",
  "/showroom/access",
  "/taisei",
  "/sitemap",
];

// Status, one h1 and a hydration without warnings are the whole-site walk's checks (e2e/siteWalk) on every
// page; what is particular to the company pages is read from their HTML here.
test("every company page answers 200 with breadcrumbs, its own title and description", async ({
  request,
}) => {
  const heads = await Promise.all(
    companyPaths.map(async (path) => {
      const response = await request.get(path);
      const html = await response.text();
      expect(response.status(), path).toBe(200);
      expect(html, `${path} has breadcrumbs`).toContain('aria-label="パンくずリスト"');
      return {
        title: html.match(/<title>([^<]+)<\/title>/)?.[1],
        description: html.match(/<meta name="description" content="([^"]+)"/)?.[1],
      };
    }),
  );
  const titles = heads.map((head) => head.title);
  expect(titles.every((title) => title?.endsWith("|現場蔵"))).toBe(true);
  expect(new Set(titles).size).toBe(companyPaths.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(companyPaths.length);
});

test("an unknown announcement answers 404", async ({ page }) => {
  const response = await page.goto("/announcements/unknown");
  expect(response?.status()).toBe(404);
});

test("the announcement index opens the newest announcement without a page load", async ({ page }) => {
  await page.goto("/announcements");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const first = page.locator("main .g-listing__link").first();
  const title = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/announcements/${announcementIds[0]}$`));
  await expect(page.locator("h1")).toHaveText(title ?? "");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("the sitemap lists the site by family, from the registrations of every app", async ({ page }) => {
  await page.goto("/sitemap");
  const families = page.locator("main h2");
  await expect(families).toHaveText([
    "クラウド",
    "タブレット・機器",
    "御用達・工事黒板",
    "サポート",
    "ニュース・セミナー・導入事例",
    "会社情報",
  ]);
  await expect(page.locator('main a[href="/cloud"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/about"]')).toHaveCount(1);
  await expect(page.locator('main a[href*=":"]')).toHaveCount(0);
});

test("/manual/vi/ redirects to the Vietnamese manual, a static page in Vietnamese", async ({ request }) => {
  const redirect = await request.get("/manual/vi/", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(new URL(redirect.headers().location ?? "", "http://localhost").pathname).toBe(
    "/manual/vi/index.html",
  );
  const manual = await request.get("/manual/vi/index.html");
  expect(manual.status()).toBe(200);
  const html = await manual.text();
  expect(html).toContain('<html lang="vi">');
  expect(html).toContain('href="/"');
});
