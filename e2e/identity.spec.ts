import { expect, type Page, test } from "@playwright/test";
import { memberOfferFor } from "../apps/pad-hardware/content/premium/premiumPrices.server";
import { demoLicences } from "../apps/server/src/identity/licence/demoLicences";
import { licenceApiMessages } from "../apps/server/src/identity/licence/licenceApiMessages";
import { completeLicenceKey } from "../apps/server/src/identity/licence/licenceKey";
import { demoMembers } from "../apps/server/src/identity/premium/demoMembers";
import { premiumApiMessages } from "../apps/server/src/identity/premium/premiumApiMessages";
import { formatPrice, taxIncluded, timesQuantity } from "../packages/ui/src/format/money";
import { watchConsole } from "./support/consoleWatch";

/** Pad Tough's member price, from the premium price records. */
const padToughMember = memberOfferFor("pad-tough")!.member;

// Each flow signs in and walks several pages of two remotes: give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

// The demo data the server seeds into its fresh data dir (listed in the README).
const hokuto = demoLicences[0]!.licence;
const minato = demoLicences[1]!.licence;
const member = demoMembers[0];
const licencePage = "/license-deregister/license";

async function signInWithLicence(page: Page, licenceKey: string, email: string) {
  await page.getByLabel("ライセンスキー").fill(licenceKey);
  await page.getByLabel("ご登録のメールアドレス").fill(email);
  await page.getByRole("button", { name: "ログインする" }).click();
}

async function openLogin(page: Page) {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
}

test.describe("licence deregistration", () => {
  test("the whole flow: guide, login, PC list, confirmation, thanks", async ({ page, request }) => {
    const console = watchConsole(page);
    await page.goto("/license-deregister");
    await expect(page.locator("h1")).toHaveText("ライセンス認証の解除");
    await page.waitForLoadState("networkidle");

    // Without a licence session the guard sends the visitor to the login, remembering where they were going.
    await page.getByRole("link", { name: "ライセンス認証の解除をはじめる" }).last().click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(licencePage)}`);
    await expect(page.locator("h1")).toHaveText("ライセンス認証解除のログイン");

    await signInWithLicence(page, hokuto.key.toLowerCase().replaceAll("-", ""), hokuto.holderEmail);
    await expect(page).toHaveURL(licencePage);
    await expect(page.locator("h1")).toHaveText("ライセンスで認証されているパソコン");
    const table = page.getByRole("table", { name: "このライセンスで認証されているパソコン" });
    await expect(table).toBeVisible();
    await expect(page.locator("dd", { hasText: hokuto.productName })).toBeVisible();
    // Dates in the ja-JP form, e.g. 2025年7月25日.
    await expect(table.locator("time").first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);

    const firstPc = (await table.locator("tbody th").first().textContent()) ?? "";
    expect(firstPc).not.toBe("");
    const deregisterButton = table
      .locator("tr", { hasText: firstPc })
      .getByRole("button", { name: /^認証を解除する/ });
    await deregisterButton.click();
    const confirmation = page.getByRole("region", { name: "ライセンス認証の解除の確認" });
    await expect(confirmation).toContainText(`「${firstPc}」のライセンス認証を解除します。`);
    // Cancelling changes nothing; confirming deregisters.
    await confirmation.getByRole("button", { name: "解除しないで一覧に戻る" }).click();
    await expect(confirmation).toHaveCount(0);
    await deregisterButton.click();
    await page.getByRole("button", { name: "解除する", exact: true }).click();

    await expect(page).toHaveURL("/thanks");
    await expect(page.locator("h1")).toHaveText("ライセンス認証の解除が完了しました");
    expect(await (await request.get("/thanks")).text()).toContain('<meta name="robots" content="noindex">');

    await page.getByRole("link", { name: "認証されているパソコンの一覧に戻る" }).click();
    await expect(table).toBeVisible();
    await expect(table.locator("tbody th", { hasText: firstPc })).toHaveCount(0);
    // The session probe answers 401 before the login, which the browser logs; nothing else may be logged.
    expect(console.errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
  });

  test("wrong keys and a wrong e-mail are answered in Japanese next to the field", async ({ page }) => {
    await openLogin(page);
    const keyInputId = await page.getByLabel("ライセンスキー").getAttribute("id");
    const keyError = page.locator(`[id="${keyInputId}-error"]`);

    await signInWithLicence(page, "GYDX-2501", hokuto.holderEmail);
    await expect(keyError).toHaveText(licenceApiMessages.invalid_format);
    await expect(page.getByLabel("ライセンスキー")).toBeFocused();
    await expect(page.getByLabel("ライセンスキー")).toHaveAttribute("aria-invalid", "true");

    await signInWithLicence(page, "GYDX-2501-4821-7399", hokuto.holderEmail);
    await expect(keyError).toHaveText(licenceApiMessages.invalid_checksum);

    await signInWithLicence(page, completeLicenceKey("GYDX25014821744"), hokuto.holderEmail);
    await expect(keyError).toHaveText(licenceApiMessages.unknown_licence);

    await signInWithLicence(page, hokuto.key, minato.holderEmail);
    await expect(page.getByText(licenceApiMessages.email_mismatch)).toBeVisible();
    await expect(page.getByLabel("ご登録のメールアドレス")).toBeFocused();
    await expect(page).toHaveURL("/login");
  });

  test("a network failure lands on /networkError, which offers a retry", async ({ page }) => {
    await openLogin(page);
    await page.route("**/api/licence/**", (route) => route.abort("internetdisconnected"));
    await signInWithLicence(page, minato.key, minato.holderEmail);
    await expect(page).toHaveURL("/networkError");
    await expect(page.locator("h1")).toHaveText("通信エラーが発生しました");
    await expect(page.getByRole("link", { name: "パソコンの一覧をもう一度開く" })).toHaveAttribute(
      "href",
      licencePage,
    );
  });

  test("an API that does not answer within 10 seconds lands on /timeoutError", async ({ page }) => {
    test.setTimeout(45_000);
    await openLogin(page);
    await signInWithLicence(page, minato.key, minato.holderEmail);
    await expect(page).toHaveURL(licencePage);
    await page.route("**/api/licence/activations", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route.abort().catch(() => undefined);
    });
    await page.reload();
    await expect(page.getByRole("status")).toHaveText("ライセンスの情報を読み込んでいます。");
    await expect(page).toHaveURL("/timeoutError", { timeout: 15_000 });
    await expect(page.locator("h1")).toHaveText("サーバーの応答に時間がかかっています");
    await expect(page.getByRole("link", { name: "パソコンの一覧をもう一度開く" })).toBeVisible();
  });

  test("a session that ended while the list was open sends the visitor back to the login", async ({
    page,
    context,
  }) => {
    await openLogin(page);
    await signInWithLicence(page, minato.key, minato.holderEmail);
    await expect(page.getByRole("table")).toBeVisible();
    await context.clearCookies();
    await page
      .getByRole("button", { name: /^認証を解除する/ })
      .first()
      .click();
    await page.getByRole("button", { name: "解除する", exact: true }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(licencePage)}`);
    await expect(page.getByRole("textbox", { name: "ライセンスキー" })).toBeVisible();
  });
});

test.describe("premium members", () => {
  test("a guarded page sends a stranger to sign in and brings the member back to it", async ({ page }) => {
    const console = watchConsole(page);
    const target = "/price/premium/pad-tough";
    const response = await page.goto(target);
    expect(response?.url()).toContain(`/premium_price?next=${encodeURIComponent(target)}`);
    await expect(page.locator("h1")).toHaveText("プレミアム会員のご案内");
    await page.waitForLoadState("networkidle");

    await page.getByLabel("会員ID").fill(member.memberId);
    await page.getByLabel("パスワード").fill("not-the-password");
    await page.getByRole("button", { name: "サインインする" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: premiumApiMessages.invalid_credentials }),
    ).toBeVisible();

    await page.getByLabel("パスワード").fill(member.password);
    await page.getByRole("button", { name: "サインインする" }).click();
    await expect(page).toHaveURL(target);
    await expect(page.locator("h1")).toHaveText("現場蔵Pad Toughのプレミアム会員価格");
    await expect(page.getByText(formatPrice(padToughMember))).toBeVisible();

    // Client navigation between member pages, then signing out ends access.
    await page.getByRole("link", { name: "会員価格でお見積もりを作る" }).first().click();
    await expect(page.locator("h1")).toHaveText("プレミアム会員のお見積もり");
    await page.getByLabel("現場蔵Pad Toughの台数", { exact: true }).fill("2");
    await expect(page.getByText(formatPrice(timesQuantity(padToughMember, 2))).first()).toBeVisible();
    await page.getByRole("button", { name: "サインアウトする" }).click();
    await expect(page).toHaveURL("/premium_price");
    await page.goto("/price/premium");
    await expect(page).toHaveURL(`/premium_price?next=${encodeURIComponent("/price/premium")}`);
    // 401s of the session check and the wrong password are logged by the browser; nothing else may be.
    expect(console.errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
  });

  test("the HTML and payload of guarded pages never reach a stranger", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const guarded = [
      { path: "/price/premium", signIn: "/premium_price" },
      { path: "/price/premium/pad-tough", signIn: "/premium_price" },
      { path: "/price/estimate/premium", signIn: "/premium_price" },
      { path: licencePage, signIn: "/login" },
    ];
    for (const { path, signIn } of guarded) {
      for (const url of [path, `${path}/_payload.json`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(302);
        expect(response.headers().location, url).toBe(`${signIn}?next=${encodeURIComponent(path)}`);
        const body = await response.text();
        for (const memberOnly of [
          taxIncluded(padToughMember).toLocaleString("ja-JP"),
          "会員価格での合計",
          "プレミアム会員価格</h1>",
          "認証されているパソコン</h1>",
        ]) {
          expect(body, url).not.toContain(memberOnly);
        }
      }
    }

    // The same request with a member's session cookie gets the page.
    const memberRequest = await playwright.request.newContext({ baseURL });
    const login = await memberRequest.post("/api/premium/login", {
      data: { memberId: member.memberId, password: member.password },
    });
    expect(login.status()).toBe(200);
    const page = await memberRequest.get("/price/premium/pad-tough", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(formatPrice(padToughMember));
    await memberRequest.dispose();
  });
});
