import { expect, test } from "@playwright/test";
import { cloudPlans } from "../apps/cloud/content/plans";
import { monthlyPriceLabel, yearlyPriceLabel } from "../apps/cloud/content/priceFormat";
import cloudRoutes from "../apps/cloud/src/routes";
import { watchConsole } from "./support/consoleWatch";

// The cloud family on the production server: every route, the plan page's billing switch, the iOS guard.

const iPhoneUserAgent =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const desktopUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const paidPlans = cloudPlans().filter((plan) => plan.monthlyPrice.preTaxYen > 0);
const iosPaths = cloudRoutes.filter((route) => route.guards?.includes("ios")).map((route) => route.path);

/** Characters of visible text `<main>` must hold: landing pages are short on purpose. */
function minimumMainText(path: string): number {
  return path.startsWith("/adlp/") ? 600 : 1000;
}

test("every cloud route answers 200 with one h1, its own title and real content", async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  for (const route of cloudRoutes) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.locator("h1"), route.path).toHaveCount(1);
    const title = await page.title();
    expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route.path);
    // textContent, not innerText: the answers of the folded FAQ are content too.
    const text = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, "");
    expect(text.length, route.path).toBeGreaterThan(minimumMainText(route.path));
    await expect(page.locator('main a[href="/faq/cloud"]').first(), route.path).toBeVisible();
  }
  expect(titles.size).toBe(cloudRoutes.length);
});

test.describe("the plan page", () => {
  test("switches the main price between monthly and yearly billing", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto("/cloud/plan");
    const yearly = page.getByRole("radio", { name: "年額払い" });
    const monthly = page.getByRole("radio", { name: "月額払い" });
    await expect(yearly).toBeEnabled();
    await expect(monthly).toBeChecked();
    for (const plan of paidPlans) {
      await expect(page.locator(`[data-plan="${plan.id}"] [data-price="main"]`)).toHaveText(
        monthlyPriceLabel(plan),
      );
    }
    await yearly.check();
    for (const plan of paidPlans) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      await expect(card.locator('[data-price="main"]')).toHaveText(yearlyPriceLabel(plan));
      await expect(card.locator('[data-price="other"]')).toContainText(monthlyPriceLabel(plan));
    }
    await monthly.check();
    for (const plan of paidPlans) {
      await expect(page.locator(`[data-plan="${plan.id}"] [data-price="main"]`)).toHaveText(
        monthlyPriceLabel(plan),
      );
    }
    expect(console.errors).toEqual([]);
  });

  test("shows both prices of every plan with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/cloud/plan");
    for (const plan of paidPlans) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      await expect(card).toContainText(monthlyPriceLabel(plan));
      await expect(card).toContainText(yearlyPriceLabel(plan));
    }
    // A switch that cannot work without JavaScript is shown disabled rather than pretending to work.
    await expect(page.getByRole("radio", { name: "年額払い" })).toBeDisabled();
    await context.close();
  });

  test("links to the full comparison chart, an accessible table per feature group", async ({ page }) => {
    await page.goto("/cloud/plan");
    await page
      .getByRole("link", { name: /機能比較表/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cloud\/plan\/chart$/);
    const priceTable = page.getByRole("table", { name: "プラン別の料金(税込)と利用できる量" });
    await expect(priceTable).toBeVisible();
    for (const plan of cloudPlans()) {
      await expect(priceTable.getByRole("columnheader", { name: plan.name })).toBeVisible();
    }
    await expect(priceTable.getByRole("rowheader", { name: "月額払い" })).toBeVisible();
  });
});

test.describe("the ios guard", () => {
  test("shows the App Store button on an iPhone", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: iPhoneUserAgent,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const path of iosPaths) {
      await page.goto(path);
      await expect(page.locator("body"), path).toHaveClass(/\bis-ios\b/);
      await expect(page.getByRole("link", { name: "App Storeからダウンロード" }), path).toBeVisible();
      await expect(page.getByRole("img", { name: /QRコード/ }), path).toBeHidden();
    }
    await context.close();
  });

  test("offers the QR code and the send-to-iPhone link on a desktop", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: desktopUserAgent });
    const page = await context.newPage();
    for (const path of iosPaths) {
      await page.goto(path);
      await expect(page.locator("body"), path).not.toHaveClass(/\bis-ios\b/);
      await expect(page.getByRole("heading", { name: "iPhone・iPadに送る" }), path).toBeVisible();
      await expect(page.getByRole("img", { name: /QRコード/ }), path).toBeVisible();
      await expect(page.getByRole("link", { name: /メールでiPhone・iPadに送る/ }), path).toHaveAttribute(
        "href",
        /^mailto:/,
      );
      await expect(page.getByRole("link", { name: "App Storeからダウンロード" }), path).toBeHidden();
    }
    await context.close();
  });

  test("leaves the app download out of pages without the guard", async ({ page }) => {
    await page.goto("/cloud/daichou");
    await expect(page.getByRole("img", { name: /QRコード/ })).toHaveCount(0);
  });
});

test("the family top keeps its title, its news link and client navigation into the family", async ({
  page,
}) => {
  await page.goto("/cloud");
  await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
  await expect(page.locator('main a[href="/news"]').first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.locator('main a[href="/cloud/zumen"]').first().click();
  await expect(page.locator("h1")).toHaveText("図面の共有");
  await expect(page.getByRole("img", { name: /平面図/ })).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});
