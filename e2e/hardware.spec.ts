import { expect, test } from "@playwright/test";
import { prices as cloudPrices } from "../apps/cloud/src/publishedPrices";
import { prices as goyoPrices } from "../apps/goyo/src/publishedPrices";
import { discountedPrice } from "../apps/pad-hardware/content/campaigns/discount";
import { productById } from "../apps/pad-hardware/content/catalogue";
import padHardwareRoutes from "../apps/pad-hardware/src/routes";
import { formatPrice, taxIncluded, timesQuantity } from "../packages/ui/src/format/money";
import { watchConsole } from "./support/consoleWatch";

/** Premium member pages sit behind the `premium` guard: their own spec covers them. */
const guarded = new Set(padHardwareRoutes.filter((route) => route.guards?.length).map((route) => route.path));

/** Every concrete page of the hardware family: static paths, and dynamic ones once per prerendered id. */
async function hardwarePaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const route of padHardwareRoutes) {
    if (guarded.has(route.path)) continue;
    const params = route.prerender ? await route.prerender() : [{}];
    for (const set of params) {
      paths.push(route.path.replace(/:(\w+)/gu, (_match, name: string) => set[name] ?? ""));
    }
  }
  return paths;
}

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/u.exec(html)?.[1] ?? "";
}

test("every page of the family answers 200 with one h1 and a title of its own", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await hardwarePaths();
  expect(paths.length).toBeGreaterThan(100);
  const titles = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/gu)?.length ?? 0, path).toBe(1);
    const title = titleOf(html);
    expect(title, path).toMatch(/\|現場蔵$/u);
    expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});

test("an unknown product id answers 404 with the error page", async ({ page }) => {
  const response = await page.goto("/price/unknown-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /price/unknown-id")).toBeVisible();
  const item = await page.goto("/item/unknown-id");
  expect(item?.status()).toBe(404);
});

test("the estimate total updates when a quantity changes", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/price/estimate");
  const padTough = page.getByLabel("現場蔵Pad Toughの数量");
  await expect(padTough).toBeEnabled();
  const totals = page.getByRole("region", { name: "お見積もりの合計" });
  await expect(totals).toContainText("数量を入力すると");
  const padToughPrice = productById("pad-tough").price;
  await padTough.fill("2");
  await expect(totals).toContainText(formatPrice(timesQuantity(padToughPrice, 2)));
  await page.getByLabel("現場蔵ケア タブレットの数量").fill("2");
  await expect(totals).toContainText(formatPrice(timesQuantity(productById("care-tablet").price, 2)));
  await padTough.fill("3");
  await expect(totals).toContainText(formatPrice(timesQuantity(padToughPrice, 3)));
  await expect(totals).toContainText("5点");
  expect(console.errors).toEqual([]);
});

test("without JavaScript the estimate page is a price list with a way to ask for a quote", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/price/estimate");
  expect(response?.status()).toBe(200);
  const shown = formatPrice(productById("pad-tough").price);
  await expect(page.getByRole("row", { name: `現場蔵Pad Tough ${shown}` })).toBeVisible();
  await expect(page.getByLabel("現場蔵Pad Toughの数量")).toBeDisabled();
  await expect(page.getByRole("link", { name: "正式な見積書を依頼する" }).first()).toHaveAttribute(
    "href",
    "/contact/for_pad",
  );
  await context.close();
});

test("product pages carry Product JSON-LD with a yen offer", async ({ request }) => {
  const html = await (await request.get("/pad/tough")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gsu)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );
  expect(blocks).toContainEqual(
    expect.objectContaining({
      "@type": "Product",
      name: "現場蔵Pad Tough",
      sku: "GB-PTF-080",
      offers: expect.objectContaining({
        price: taxIncluded(productById("pad-tough").price),
        priceCurrency: "JPY",
      }),
    }),
  );
});

test("secret sales and thanks pages are not indexed, open campaigns show their prices", async ({ page }) => {
  await page.goto("/dm_cp/secretsale_all");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/u);
  // The row states its rate; the campaign price must be the catalogue price at that rate, by the money rule.
  const padTough = productById("pad-tough");
  const row = page.locator("main li", { has: page.getByRole("link", { name: padTough.name, exact: true }) });
  const rowText = (await row.textContent()) ?? "";
  const percent = Number(/(\d+)%引き/u.exec(rowText)?.[1]);
  expect(percent, rowText).toBeGreaterThan(0);
  const campaignPrice = formatPrice(discountedPrice(padTough.price, percent / 100));
  expect(rowText).toContain(`通常 ${formatPrice(padTough.price)} → キャンペーン価格 ${campaignPrice}`);
  await page.goto("/dm_cp/202112");
  await expect(page.getByRole("heading", { name: "このキャンペーンは終了しました" })).toBeVisible();
  await page.goto("/products/pickup/thanks");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/u);
});

test("a client navigation from the Pad page reaches a purchase page without a page load", async ({
  page,
}) => {
  await page.goto("/pad");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole("link", { name: "現場蔵Padの価格と購入方法を見る" }).click();
  await expect(page.locator("h1")).toHaveText("現場蔵Padの価格と購入方法");
  await expect(page.getByText(formatPrice(productById("pad").price)).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("the price list shows the software and cloud prices their own remotes publish", async ({ page }) => {
  await page.goto("/price");
  for (const group of [await goyoPrices(), await cloudPrices()]) {
    const table = page.locator("table", { has: page.locator("caption", { hasText: group.heading }) });
    for (const price of group.prices) {
      const rows = table.locator("tr", { hasText: price.product }).filter({ hasText: price.unit });
      const shown = price.preTaxYen === 0 ? "無料" : formatPrice(price);
      await expect(rows.filter({ hasText: shown }), price.product).toHaveCount(1);
    }
  }
});
