import type { RouteRegistration } from "@genbagura/routing";
import { expect, type Page, test } from "@playwright/test";
import { campaignRoutes } from "../apps/news/src/routes/campaigns";
import { caseRoutes } from "../apps/news/src/routes/cases";
import { landingRoutes } from "../apps/news/src/routes/landing";
import { specialRoutes } from "../apps/news/src/routes/special";
import { sitemapPaths } from "./support/sitemap";
import { storedLeads } from "./support/storedLeads";

// Case studies, campaigns, special pages, grants and landing pages of the news remote,
// checked on the production server against the assembled site.

/**
 * Every concrete page of the registrations: a dynamic path's pages as the sitemap lists them; a thanks
 * page kept out of it follows each listed page of its form (`<page>/thanks`). Only what neither gives is
 * taken from the route's prerender (see support/sitemap.ts for why it is the last resort).
 */
async function concretePaths(
  registrations: readonly RouteRegistration[],
  listed: readonly string[],
): Promise<string[]> {
  const fixed = new Set(registrations.map((registration) => registration.path));
  const paths: string[] = [];
  for (const registration of registrations) {
    if (!registration.path.includes(":")) {
      paths.push(registration.path);
      continue;
    }
    const pattern = new RegExp(`^${registration.path.replace(/:\w+/g, "[^/]+")}$`, "u");
    // A fixed registration (`/campaign/matome`) beats a pattern it also fits (`/campaign/:id`).
    const fromSitemap = listed.filter((path) => pattern.test(path) && !fixed.has(path));
    if (fromSitemap.length > 0) {
      paths.push(...fromSitemap);
      continue;
    }
    const formPattern = registration.path.endsWith("/thanks")
      ? new RegExp(`^${registration.path.slice(0, -"/thanks".length).replace(/:\w+/g, "[^/]+")}$`, "u")
      : undefined;
    const thanksOfListed = formPattern ? listed.filter((path) => formPattern.test(path)) : [];
    if (thanksOfListed.length > 0) {
      paths.push(...thanksOfListed.map((path) => `${path}/thanks`));
      continue;
    }
    for (const params of (await registration.prerender?.()) ?? []) {
      paths.push(registration.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ""));
    }
  }
  return paths;
}

function titleOf(html: string): string {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
}

/** Fills the fields every lead form of these pages has; the API treats a form sent within 3 s as spam. */
async function fillLeadForm(page: Page, email: string): Promise<void> {
  const form = page.locator("form").filter({ has: page.locator('[name="companyName"]') });
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  const shownAt = Date.now();
  await form.locator('[name="companyName"]').fill("株式会社テスト建設");
  await form.locator('[name="lastName"]').fill("山田");
  await form.locator('[name="firstName"]').fill("太郎");
  await form.locator('[name="lastNameKana"]').fill("ヤマダ");
  await form.locator('[name="firstNameKana"]').fill("タロウ");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill("03-1234-5678");
  if ((await form.locator('[name="prefecture"]').count()) > 0) {
    await form.locator('[name="prefecture"]').selectOption("東京都");
  }
  await form.locator('[name="industry"]').selectOption({ index: 1 });
  await form.locator('[name="employees"]').selectOption({ index: 1 });
  await form.locator('[name="consent"]').check();
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
  await form.locator('button[type="submit"]').click();
}

test("every marketing page answers 200 with one h1 and a title of its own", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await concretePaths(
    [...caseRoutes, ...campaignRoutes, ...specialRoutes, ...landingRoutes],
    await sitemapPaths(request),
  );
  expect(paths.length).toBeGreaterThan(150);
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
    const noindex = html.includes('<meta name="robots" content="noindex">');
    expect(noindex, `${pagePath} noindex`).toBe(pagePath.endsWith("/thanks"));
  }
});

test("an unknown dictionary term and an unknown case answer 404", async ({ page }) => {
  const term = await page.goto("/special/dictionary/no-such-term");
  expect(term?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /special/dictionary/no-such-term")).toBeVisible();
  const caseStudy = await page.goto("/case/999");
  expect(caseStudy?.status()).toBe(404);
});

test("the case filters work without JavaScript and list only matching cases", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/case");
  await expect(page.locator("h1")).toHaveText("導入事例");
  await expect(page.locator('main a[href="/cloud"]').first()).toBeVisible();
  await page
    .getByRole("navigation", { name: "導入事例の絞り込み" })
    .getByRole("link", { name: /^物流/ })
    .click();
  await expect(page).toHaveURL(/\/case\/industry\/butsuryu$/);
  const cards = page.locator(".g-case-cards__card");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all())
    await expect(card.locator(".g-wrap-list .g-tag").first()).toHaveText("物流");
  await context.close();
});

test("an ended campaign says so and points to the current offers", async ({ page }) => {
  await page.goto("/campaign/20231201yearendsale");
  await expect(page.getByRole("heading", { name: "このキャンペーンは終了しました" })).toBeVisible();
  await page.getByRole("link", { name: "実施中のキャンペーンとプログラムを見る" }).first().click();
  await expect(page).toHaveURL(/\/campaign\/matome$/);
  await expect(page.getByRole("link", { name: "ほかの製品から現場蔵への乗り換えサポート" })).toBeVisible();
});

test("the case 023 landing page puts its class on body and enters with the transition", async ({
  page,
  request,
}) => {
  // Server-rendered: the class is on <body> before any script runs.
  expect(await (await request.get("/adlp/case/023")).text()).toContain('<body class="g-lp-case023">');
  await page.goto("/adlp/case/023");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("body.g-lp-case023 main.g-page-transition h1")).toHaveCount(1);
  // The page keeps its visitor: its button leads to its own form.
  await expect(page.getByRole("link", { name: "事例資料を無料で請求する" }).first()).toHaveAttribute(
    "href",
    "#landing-form",
  );
  // A client navigation away (from its proof, to the cases) removes the class; coming back adds it again.
  await page.getByRole("link", { name: "導入事例の一覧を見る" }).first().click();
  await expect(page).toHaveURL(/\/case$/);
  await expect(page.locator("body")).not.toHaveClass(/g-lp-case023/);
  await expect(page.locator("main")).not.toHaveClass(/g-page-transition/);
  await page.goBack();
  await expect(page.locator("body.g-lp-case023 main.g-page-transition h1")).toHaveCount(1);
});

test("a case booklet request is stored and its thanks page delivers the booklet", async ({ page }) => {
  const email = `case-${Date.now()}@example.co.jp`;
  await page.goto("/case/021/download");
  await fillLeadForm(page, email);
  await expect(page).toHaveURL(/\/case\/021\/download\/thanks$/);
  await expect(page.locator("h1")).toHaveText(
    "「株式会社はやぶさ電工様 導入事例資料」のお申し込みを受け付けました",
  );
  await expect(page.getByRole("heading", { name: /株式会社はやぶさ電工様 「/ })).toBeVisible();
  const lead = storedLeads("case_download").find((row) => row.data.email === email);
  expect(lead).toMatchObject({ spam: 0, thanksPath: "/case/021/download/thanks", data: { caseId: "021" } });
});

test("a grant consultation is stored and lands on its thanks page", async ({ page }) => {
  const email = `hojokin-${Date.now()}@example.co.jp`;
  await page.goto("/hojokin/it2025");
  await fillLeadForm(page, email);
  await expect(page).toHaveURL(/\/hojokin\/it2025\/thanks$/);
  await expect(page.locator("h1")).toHaveText("IT導入補助金のご相談を受け付けました");
  const lead = storedLeads("hojokin_consultation").find((row) => row.data.email === email);
  expect(lead).toMatchObject({
    spam: 0,
    thanksPath: "/hojokin/it2025/thanks",
    data: { prefecture: "東京都" },
  });
});
