import type { RouteParams, RouteRegistration } from "@genbagura/routing";
import { expect, type Page, test } from "@playwright/test";
import { newsRoutes } from "../apps/news/src/routes/news";
import { seminarRoutes } from "../apps/news/src/routes/seminars";
import { livePages } from "./siteWalk/livePages";
import { watchConsole } from "./support/consoleWatch";
import { e2eSiteDir } from "./support/environment";
import { storedLeads } from "./support/storedLeads";
import { structuredDataProblems } from "./support/structuredData";

// News and seminars of the news remote, checked on the production server against the assembled site.

async function concretePaths(registrations: readonly RouteRegistration[]): Promise<string[]> {
  const paths: string[] = [];
  for (const registration of registrations) {
    // Signed-in pages are never prerendered; the premium page has its own test.
    if (registration.guards?.includes("premium")) continue;
    const paramSets: RouteParams[] = registration.path.includes(":")
      ? ((await registration.prerender?.()) ?? [])
      : [{}];
    for (const params of paramSets) {
      paths.push(registration.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ""));
    }
  }
  return paths;
}

function titleOf(html: string): string {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
}

/** The visible text of `<main>`, whitespace left out. */
function mainTextLength(html: string): number {
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s/g, "").length;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
}

/** Fills a seminar form as a visitor would; the API files a form sent within 3 s as spam. */
async function sendSeminarForm(page: Page, formButton: string, email: string): Promise<void> {
  const submit = page.getByRole("button", { name: formButton });
  await expect(submit).toBeEnabled();
  const shownAt = Date.now();
  const form = page.locator("form").filter({ has: submit });
  await form.getByLabel(/^会社名/).fill("株式会社青葉建設");
  await form.getByLabel("姓", { exact: true }).fill("中川");
  await form.getByLabel("名", { exact: true }).fill("翔太");
  await form.getByLabel("セイ", { exact: true }).fill("ナカガワ");
  await form.getByLabel("メイ", { exact: true }).fill("ショウタ");
  await form.getByLabel(/^メールアドレス/).fill(email);
  await form.getByLabel(/^電話番号/).fill("045-123-4567");
  await form.getByLabel(/^業種/).selectOption("土木");
  await form.getByLabel(/^従業員数/).selectOption({ index: 1 });
  await form.getByLabel(/^個人情報の取り扱いに同意する/).check();
  await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()));
  await submit.click();
}

test("every news and seminar page answers 200 with one h1, a title of its own and its content", async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The pages the served site was built with: the deploy spec adds an article to the sources for a while,
  // and this file may load the articles meanwhile. Every other source path must be served.
  const served = new Set(livePages(e2eSiteDir).map((page) => page.path));
  const sourcePaths = await concretePaths([...newsRoutes, ...seminarRoutes]);
  const paths = sourcePaths.filter((pagePath) => served.has(pagePath));
  expect(sourcePaths.length - paths.length, "source pages the served site lacks").toBeLessThanOrEqual(1);
  expect(paths.length).toBeGreaterThan(180);
  const titles = new Map<string, string>();
  for (const pagePath of paths) {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, `${pagePath} has one h1`).toBe(1);
    const title = titleOf(html);
    expect(title, pagePath).toMatch(/\|現場蔵$/);
    expect(titles.get(title), `${pagePath} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, pagePath);
    const minimum = /\/\d{8}(_\d)?$/.test(pagePath) ? 400 : 150;
    expect(mainTextLength(html), `${pagePath} content`).toBeGreaterThanOrEqual(minimum);
    for (const item of jsonLdOf(html)) expect(structuredDataProblems(item), pagePath).toEqual([]);
  }
});

test("an article carries its date, category, share links, related articles and NewsArticle data", async ({
  page,
}) => {
  const response = await page.goto("/news/terms/20250725");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("「現場蔵サービス利用規約」改定のお知らせ(2025年9月1日施行)");
  await expect(page.locator("main time").first()).toHaveText("2025年7月25日");
  await expect(page.locator("main").getByRole("link", { name: "規約改定" }).first()).toHaveAttribute(
    "href",
    "/news/terms",
  );
  await expect(page.getByRole("link", { name: /Xでポストする/ })).toHaveAttribute("href", /x\.com\/intent/);
  await expect(page.getByRole("heading", { name: "関連記事" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toContainText("ニュース");
  const types = jsonLdOf(await page.content()).map((item) => item["@type"]);
  expect(types).toEqual(expect.arrayContaining(["NewsArticle", "BreadcrumbList"]));
});

for (const malformed of [
  "/news/2025-07-25",
  "/news/20250230",
  "/news/20991231",
  "/news/pressrelease/20251301",
  "/news/ios/abc",
  "/news/page/1",
  "/news/page/99",
  "/seminar/20261204",
  "/seminar/archive/20261203",
]) {
  // Read over HTTP: the 404 page in a browser is the whole-site walk's and the error pages' spec's.
  test(`${malformed} answers 404`, async ({ request }) => {
    const response = await request.get(malformed, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect((await response.text()).match(/<h1[\s>]/g)?.length).toBe(1);
  });
}

test("pages and category tabs work without JavaScript and name their neighbours", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/news");
  await expect(page.locator("h1")).toHaveText("ニュース");
  await expect(page.locator("main .g-listing__item")).toHaveCount(20);
  await expect(page.locator('main a[href="/case"]').first()).toBeVisible();
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", "/news/page/2");
  await page
    .getByRole("navigation", { name: "ページ送り" })
    .getByRole("link", { name: "次のページ" })
    .click();
  await expect(page).toHaveURL(/\/news\/page\/2$/);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", "/news");
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", "/news/page/3");
  await page.getByRole("navigation", { name: "カテゴリ" }).getByRole("link", { name: "iOS対応" }).click();
  await expect(page).toHaveURL(/\/news\/ios$/);
  await expect(page.locator("h1")).toHaveText("iOS対応状況のお知らせ");
  for (const category of await page.locator("main .g-listing__category").allTextContents()) {
    expect(category).toBe("iOS対応");
  }
  await page.goto("/seminar");
  await page.getByRole("navigation", { name: "カテゴリ" }).getByRole("link", { name: "会場" }).click();
  await expect(page).toHaveURL(/\/seminar\/format\/venue$/);
  for (const category of await page.locator("main .g-listing__category").allTextContents()) {
    expect(category).toMatch(/会場/);
  }
  await context.close();
});

for (const pagePath of ["/news/page/2", "/news/pressrelease/20220412", "/seminar/20261210", "/seminar/kmo"]) {
  test(`${pagePath} hydrates without a warning and navigates on the client`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("link").last().click();
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(console.errors).toEqual([]);
  });
}

test("a full seminar says so and offers the waiting list; a past one points to its recording", async ({
  page,
}) => {
  await page.goto("/seminar/20261210");
  await expect(page.getByText("定員に達したため、お申し込みの受付を終了しました。")).toBeVisible();
  await expect(page.getByRole("heading", { name: "キャンセル待ちのお申し込み" })).toBeVisible();
  await expect(page.getByRole("button", { name: "このセミナーに申し込む" })).toHaveCount(0);
  await page.goto("/seminar/20260415");
  await expect(page.getByText("このセミナーは終了しました。")).toBeVisible();
  await page.getByRole("link", { name: "このセミナーの録画を申し込む" }).click();
  await expect(page).toHaveURL(/\/seminar\/archive\/20260415$/);
});

test("a seminar registration is stored and the visitor lands on the seminar thanks page", async ({
  page,
}) => {
  await page.goto("/seminar");
  // The first seminar still taking registrations, whatever the date the suite runs on.
  const open = page.locator(".g-listing__item").filter({ hasText: "受付中" }).first();
  const href = (await open.locator("a").getAttribute("href")) ?? "";
  const seminarId = href.split("/").pop();
  await open.locator("a").click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const email = `seminar-${Date.now()}@aoba-kensetsu.example`;
  await sendSeminarForm(page, "このセミナーに申し込む", email);
  await expect(page).toHaveURL(/\/seminar\/seminar_thanks$/);
  await expect(page.locator("h1")).toHaveText("セミナーのお申し込みを受け付けました");
  const lead = storedLeads("seminar_registration").find((row) => row.data.email === email);
  expect(lead).toMatchObject({
    spam: 0,
    thanksPath: "/seminar/seminar_thanks",
    data: { seminarId, companyName: "株式会社青葉建設", phone: "0451234567" },
  });
});

test("a recording request is stored and lands on the recording's thanks page", async ({ page }) => {
  await page.goto("/seminar/archive/20260218");
  const email = `recording-${Date.now()}@aoba-kensetsu.example`;
  await sendSeminarForm(page, "録画の視聴を申し込む", email);
  await expect(page).toHaveURL(/\/seminar\/archive\/20260218\/thanks$/);
  await expect(page.locator("h1")).toHaveText("録画視聴のお申し込みを受け付けました");
  const lead = storedLeads("seminar_recording").find((row) => row.data.email === email);
  expect(lead).toMatchObject({
    spam: 0,
    thanksPath: "/seminar/archive/20260218/thanks",
    data: { seminarId: "20260218" },
  });
});

test("the members' seminars ask a visitor without a session to sign in", async ({ request }) => {
  const response = await request.get("/seminar/for_premium_member", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/premium/);
});
