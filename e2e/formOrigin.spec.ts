import { expect, type Page, test } from "@playwright/test";
import { chromiumLaunchOptions, e2ePort } from "./support/environment";
import { storedLeadsFrom } from "./support/storedLeads";

// With the default settings a visitor at http://127.0.0.1:<port> (not only localhost)
// can send a form; a page opened under an address the origin does not accept is refused with a Japanese
// message that says where to open the page again.

// Chromium resolves this name to the test server, so a refusal below is the real origin's answer.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      "--host-resolver-rules=MAP copy.genbagura.example 127.0.0.1",
    ],
  },
});

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@hokuto-doboku.example`;
}

async function fillContact(page: Page, email: string): Promise<number> {
  await expect(page.locator("form.g-form button[type=submit]")).toBeEnabled();
  const shownAt = Date.now();
  await page.getByLabel(/^会社名/).fill("株式会社北斗土木");
  await page.getByLabel("姓", { exact: true }).fill("佐藤");
  await page.getByLabel("名", { exact: true }).fill("健一");
  await page.getByLabel("セイ", { exact: true }).fill("サトウ");
  await page.getByLabel("メイ", { exact: true }).fill("ケンイチ");
  await page.getByLabel(/^メールアドレス必須/).fill(email);
  await page.getByLabel(/^メールアドレス\(確認用\)/).fill(email);
  await page.getByLabel(/^電話番号/).fill("03-1234-5678");
  await page.getByLabel(/^業種/).selectOption("土木");
  await page.getByLabel(/^従業員数/).selectOption("21〜50名");
  await page.getByLabel(/^お問い合わせ内容/).fill("現場蔵Padの見積もりをお願いします。");
  await page.getByLabel(/^個人情報の取り扱いに同意する/).check();
  // Sooner than 3 s after the form appeared counts as a bot.
  await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()));
  return shownAt;
}

test("a visitor at http://127.0.0.1 sends the contact form and the lead is stored", async ({ page }) => {
  const email = uniqueEmail("loopback");
  await page.goto(`http://127.0.0.1:${e2ePort}/contact`);
  await fillContact(page, email);
  await page.getByRole("button", { name: "入力内容を送信する" }).click();

  await expect(page).toHaveURL(`http://127.0.0.1:${e2ePort}/contact/thanks`);
  const [lead, ...others] = storedLeadsFrom("contact", email);
  expect(others).toEqual([]);
  expect(lead).toMatchObject({ spam: 0, thanksPath: "/contact/thanks" });
});

test.describe("a page opened under an address the origin does not accept", () => {
  test("is refused with a Japanese message that says where to open the page again", async ({ page }) => {
    const email = uniqueEmail("foreign");
    await page.goto(`http://copy.genbagura.example:${e2ePort}/contact`);
    await fillContact(page, email);
    const answer = page.waitForResponse((response) => response.url().includes("/api/forms/contact"));
    await page.getByRole("button", { name: "入力内容を送信する" }).click();
    expect((await answer).status()).toBe(403);

    const notice = page.locator(".g-form-notice");
    await expect(notice).toBeFocused();
    await expect(notice).toContainText("送信できませんでした");
    await expect(notice).toContainText(
      "https://www.genbagura.jp でこのページを開き直してから、もう一度送信してください。",
    );
    await expect(page).toHaveURL(`http://copy.genbagura.example:${e2ePort}/contact`);
    expect(storedLeadsFrom("contact", email)).toEqual([]);
  });
});
