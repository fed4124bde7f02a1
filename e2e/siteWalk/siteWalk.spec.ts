// The whole site as visitors see it: every prerendered page of the live versions and the 404
// page, in Chromium, at phone width then resized to desktop; one page of each template also loaded at
// desktop width directly. It runs as its own Playwright project after the other end-to-end specs.
import { type BrowserContext, test as base, expect } from "@playwright/test";
import { e2ePort, e2eSiteDir } from "../support/environment";
import { livePages, onePerTemplate } from "./livePages";
import { layoutProblems } from "./pageChecks";
import { desktop, phone, WalkTab } from "./tab";

/** A visitor at the loopback address, not only `localhost`. */
const origin = `http://127.0.0.1:${e2ePort}`;
const shards = 8;
const tabsAtOnce = 4;
const notFound = { path: "/site-walk/no-such-page", status: 404 };
/** The search page is rendered per request, so no prerender lists it: results, and no results. */
const searchPages = ["雨の日に使えるタブレット", "ぬぬぬぬぬぬ"].map((query) => ({
  path: `/search?q=${encodeURIComponent(query)}`,
  status: 200,
}));

const test = base.extend<object, { walkContext: BrowserContext }>({
  // One browser context per worker, reused by every page it walks.
  walkContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        locale: "ja-JP",
        timezoneId: "Asia/Tokyo",
        viewport: phone,
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel", timeout: 300_000 });

/** Walks `targets` with a few tabs at once and returns every problem found. */
async function walk(
  context: BrowserContext,
  targets: readonly { path: string; status: number }[],
  first: { width: number; height: number },
  then?: { width: number; height: number },
): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...targets];
  await Promise.all(
    Array.from({ length: Math.min(tabsAtOnce, queue.length) }, async () => {
      const tab = await WalkTab.open(context, problems);
      for (let target = queue.shift(); target; target = queue.shift()) {
        await tab.visit(origin, target, first, then);
      }
      await tab.close();
    }),
  );
  return problems;
}

const pages = livePages(e2eSiteDir);

test("the live site has pages to walk", () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.map((page) => page.path)).toContain("/");
});

for (let shard = 0; shard < shards; shard += 1) {
  test(`every page at 390 px, then 1280 px (part ${shard + 1} of ${shards})`, async ({ walkContext }) => {
    const targets = [
      ...(shard === 0 ? [notFound, ...searchPages] : []),
      ...pages.filter((_, index) => index % shards === shard),
    ];
    const problems = await walk(walkContext, targets, phone, desktop);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

test("one page of each template loaded at 1280 px", async ({ walkContext }) => {
  const problems = await walk(walkContext, onePerTemplate(pages), desktop);
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the checks fail on a page that breaks the rules", async ({ walkContext }) => {
  // A page as the walk must refuse it: a heading broken inside words, two <h1>, content wider than the phone.
  const page = await walkContext.newPage();
  await page.setViewportSize(phone);
  await page.setContent(`<html lang="ja"><body style="margin:0">
    <main><h1 style="width:4em;font-size:20px;line-height:1.4">プラットフォーム</h1>
    <h1>二つ目</h1><div style="width:600px">幅の広い表</div></main></body></html>`);
  const problems = await layoutProblems(page, "/fixture", phone.width);
  await page.close();
  expect(problems).toContainEqual(expect.stringContaining("2 <h1> in <main>"));
  expect(problems).toContainEqual(expect.stringContaining("px wide in a"));
  expect(problems).toContainEqual(expect.stringContaining("breaks inside a phrase"));
});

test("the storefront checks fail on a page that breaks the look's rules", async ({ walkContext }) => {
  // A default-layout page without breadcrumbs, a primary button in another orange, a price at body size,
  // a plan card without a button, a hero whose drawing sits under its text on a desktop, a header on two
  // rows with its wordmark wrapped, and a customer's wordmark drawn too small to read.
  const page = await walkContext.newPage();
  await page.setViewportSize(desktop);
  await page.setContent(`<html lang="ja" style="--g-color-primary:#c2410c"><body style="font-size:16px">
    <header class="g-header g-header--full"><div class="g-header__bar" style="width:240px">
    <span class="g-logo__wordmark" style="display:inline-block;width:1.2em">現場蔵</span>
    <div style="height:40px">メニュー</div></div></header>
    <main><header class="g-hero g-hero--illustrated"><div class="g-hero__text"><h1>見出し</h1></div>
    <img alt="" width="320" height="200" style="display:block"></header>
    <a class="g-button g-button--primary" style="background:#f7941d" href="/">資料請求</a>
    <img class="g-logo-wall__logo" alt="株式会社東日本ロジパートナーズ" width="250" height="40" style="width:125px;height:20px">
    <ul><li data-plan="lite"><span class="g-price-table__price" style="font-size:16px">月額 1,100円</span></li></ul>
    </main></body></html>`);
  const problems = await layoutProblems(page, "/fixture", desktop.width);
  await page.close();
  for (const expected of [
    "no breadcrumbs",
    "is not --g-color-primary",
    "under 1.5x the body text",
    "「lite」 has no button",
    "hero visual under its text",
    "header bar not one row: its items on more than one row",
    "header bar not one row: 「現場蔵」 on",
    "wordmark 株式会社東日本ロジパートナーズ (9.0 px) under 12 px text",
  ]) {
    expect(problems).toContainEqual(expect.stringContaining(expected));
  }
});
