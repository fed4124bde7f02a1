import { expect, type Page, test } from "@playwright/test";
import goyoRoutes from "../apps/goyo/src/routes";
import { licenceRoutes } from "../apps/goyo/src/routes/licence";
import { watchConsole } from "./support/consoleWatch";
import { storedLeadsFrom } from "./support/storedLeads";

// The goyo family on the production server: every page, the redirects into it, and an order-made request.

const licencePaths = new Set(licenceRoutes.map((route) => route.path));
const routes = goyoRoutes.filter((route) => !licencePaths.has(route.path));

/** Characters of visible text `<main>` must hold: form and thanks pages are short on purpose. */
function minimumMainText(path: string): number {
  return path.endsWith("/thanks") || path.endsWith("/request") || path === "/goyo/trial" ? 250 : 500;
}

test("every goyo route answers 200 with one h1, its own title and real content", async ({ page }) => {
  test.setTimeout(180_000);
  const titles = new Map<string, string>();
  for (const route of routes) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.locator("h1"), route.path).toHaveCount(1);
    const title = await page.title();
    expect(title, route.path).toBe(`${route.title}|現場蔵`);
    expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route.path);
    const text = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, "");
    expect(text.length, route.path).toBeGreaterThan(minimumMainText(route.path));
  }
  expect(titles.size).toBe(routes.length);
});

test("old goyo addresses land on their new pages", async ({ page }) => {
  for (const [from, to, h1] of [
    ["/goyo/2021", "/goyo", "現場蔵 御用達 工事写真台帳ソフト"],
    ["/jacic/certificates/kokuban", "/jcomsia/certificates/kokuban", "工事黒板アプリの検定合格の状況"],
  ] as const) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page.locator("h1"), from).toHaveText(h1);
  }
});

test("the DX page shows its Product JSON-LD and leads to the Pad Tough without a page load", async ({
  page,
}) => {
  await page.goto("/goyo/dx");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item["@type"] === "Product");
  expect(product).toMatchObject({
    name: "現場蔵 御用達DX",
    offers: { priceCurrency: "JPY", price: "52800" },
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.locator('main a[href="/pad/tough"]').first().click();
  await expect(page).toHaveURL(/\/pad\/tough$/);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("the comparison and certificate tables are complete with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/goyo/dx/compare");
  await expect(page.getByRole("table", { name: /機能の比較/ })).toContainText("撮り忘れの確認");
  await page.goto("/jcomsia/certificates/list");
  await expect(page.getByRole("table", { name: /信憑性確認/ })).toContainText("SK-2020-0117");
  await context.close();
});

async function fillOrderForm(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^会社名/).fill("株式会社北斗土木");
  await page.getByLabel("姓", { exact: true }).fill("佐藤");
  await page.getByLabel("名", { exact: true }).fill("健一");
  await page.getByLabel("セイ", { exact: true }).fill("サトウ");
  await page.getByLabel("メイ", { exact: true }).fill("ケンイチ");
  await page.getByLabel(/^メールアドレス必須/).fill(email);
  await page.getByLabel(/^メールアドレス\(確認用\)/).fill(email);
  await page.getByLabel(/^電話番号/).fill("011-222-3344");
  await page.getByLabel(/^郵便番号/).fill("100-0001");
  await expect(page.getByLabel(/^都道府県/)).toHaveValue("東京都");
  await page.getByLabel(/^番地・建物名/).fill("千代田1-1 北斗ビル3階");
  await page
    .getByLabel(/^ご依頼内容/)
    .fill("社名とロゴを入れた表紙を1種類お願いします。発注者指定の工事番号の欄も入れてください。");
  await page.getByLabel(/^個人情報の取り扱いに同意する/).check();
}

test("a cover order-made request is stored and lands on its thanks page", async ({ page }) => {
  const console = watchConsole(page);
  const email = `hyoushi-${Date.now()}@hokuto-doboku.example`;
  await page.goto("/ordermade/hyoushi");
  await expect(page.locator("form.g-form button[type=submit]")).toBeEnabled();
  const shownAt = Date.now();
  await fillOrderForm(page, email);
  // The API files a form sent sooner than 3 s after it appeared as spam; a person takes longer.
  await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()));
  await page.getByRole("button", { name: "表紙オーダーメイドを依頼する" }).click();

  await expect(page).toHaveURL(/\/ordermade\/hyoushi\/thanks$/);
  await expect(page.locator("h1")).toHaveText("表紙オーダーメイドのご依頼を受け付けました");
  const mine = storedLeadsFrom("ordermade_hyoushi", email);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ spam: 0, thanksPath: "/ordermade/hyoushi/thanks" });
  expect(console.errors).toEqual([]);
});
