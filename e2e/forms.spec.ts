import { expect, type Locator, type Page, test } from "@playwright/test";
import { watchConsole } from "./support/consoleWatch";
import { holdBack } from "./support/holdBack";
import { storedLeadsFrom } from "./support/storedLeads";

// A visitor fills the lead forms of the support family in the real browser against the real origin;
// each submission must land on its thanks page and be stored (not as spam) in the server's SQLite file.

/** A unique address per run, so each test finds exactly its own lead. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@hokuto-doboku.example`;
}

/**
 * The API files submissions sent sooner than 3 s after the form appeared as spam; a visitor takes longer,
 * so a test that types fast waits out the rest.
 */
async function waitLikeAPerson(page: Page, formShownAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, formShownAt + 3_500 - Date.now()));
}

/** Opens a form page and returns when the form became usable (the kit's start of the fill time). */
async function openForm(page: Page, pathName: string): Promise<number> {
  await page.goto(pathName);
  // Hydrated: the send button is enabled only once the script runs.
  await expect(page.locator("form.g-form button[type=submit]")).toBeEnabled();
  return Date.now();
}

function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

async function fillPerson(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^会社名/).fill("株式会社北斗土木");
  await field(page, "姓").fill("佐藤");
  await field(page, "名").fill("健一");
  await field(page, "セイ").fill("サトウ");
  await field(page, "メイ").fill("ｹﾝｲﾁ");
  await page.getByLabel(/^メールアドレス必須/).fill(email);
  await page.getByLabel(/^メールアドレス\(確認用\)/).fill(email);
  await page.getByLabel(/^電話番号/).fill("03-1234-5678");
}

async function fillBusiness(page: Page): Promise<void> {
  await page.getByLabel(/^業種/).selectOption("土木");
  await page.getByLabel(/^従業員数/).selectOption("21〜50名");
}

/** Every field of the contact form, with `message` as the enquiry and consent given. */
/** The contact lead of `email` is stored once, not as spam, with what `fillContact` typed. */
function expectOneContactLead(email: string, message: string): void {
  const [lead, ...others] = storedLeadsFrom("contact", email);
  expect(others).toEqual([]);
  expect(lead).toMatchObject({ spam: 0 });
  expect(lead?.data).toMatchObject({
    companyName: "株式会社北斗土木",
    lastName: "佐藤",
    phone: "0312345678",
    industry: "土木",
    message,
    consent: true,
  });
}

async function fillContact(page: Page, email: string, message: string): Promise<void> {
  await fillPerson(page, email);
  await fillBusiness(page);
  await page.getByLabel(/^お問い合わせ内容/).fill(message);
  await page.getByLabel(/^個人情報の取り扱いに同意する/).check();
}

test("the contact form is sent and the visitor lands on its thanks page", async ({ page }) => {
  const console = watchConsole(page);
  const email = uniqueEmail("contact");
  const shownAt = await openForm(page, "/contact");
  await fillContact(page, email, "現場蔵Padを5台導入したいので、見積もりをお願いします。");
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "入力内容を送信する" }).click();

  await expect(page).toHaveURL(/\/contact\/thanks$/);
  await expect(page.locator("h1")).toHaveText("お問い合わせを受け付けました");
  const [lead, ...others] = storedLeadsFrom("contact", email);
  expect(others).toEqual([]);
  expect(lead).toMatchObject({ spam: 0, thanksPath: "/contact/thanks" });
  expect(lead?.data).toMatchObject({
    companyName: "株式会社北斗土木",
    firstNameKana: "ケンイチ",
    phone: "0312345678",
    consent: true,
  });
  expect(console.errors).toEqual([]);
});

test("what is typed and sent before the form library arrives is kept and sent once it has", async ({
  page,
}) => {
  // The form library (react-hook-form, the submission code) is fetched on the first focus; hold it back
  // until the visitor has filled in everything and pressed the button.
  let requested = false;
  const { release } = await holdBack(page, /\/form-engine\.[0-9a-f]+\.js$/, () => {
    requested = true;
  });
  const console = watchConsole(page);
  const email = uniqueEmail("early");
  const shownAt = await openForm(page, "/contact");
  await fillContact(page, email, "フォームの準備が整う前に入力した内容です。");
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "入力内容を送信する" }).click();
  expect(requested).toBe(true);
  await expect(page.locator("form.g-form")).not.toHaveAttribute("data-form-ready", "true");
  await expect(page).toHaveURL(/\/contact$/);

  release();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  expectOneContactLead(email, "フォームの準備が整う前に入力した内容です。");
  expect(console.errors).toEqual([]);
});

test("the form's own code arrives after the page is hydrated; what is typed into its server HTML meanwhile is kept", async ({
  page,
}) => {
  // The form hydrates as an island of its own (packages/ui/src/forms/formIsland.ts): hold its chunk back
  // while the visitor types into the server-rendered fields.
  let requestedBeforeHydration: boolean | undefined;
  const { release } = await holdBack(page, /\/lead-form\.[0-9a-f]+\.js$/, async () => {
    requestedBeforeHydration ??= await page
      .evaluate(() => document.documentElement.dataset.hydrated !== "true")
      .catch(() => true);
  });
  const console = watchConsole(page);
  const email = uniqueEmail("island");
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const shownAt = Date.now();
  const submitButton = page.locator("form.g-form button[type=submit]");
  await fillContact(page, email, "フォームのコードが届く前に入力した内容です。");
  expect(requestedBeforeHydration).toBe(false);
  await expect(submitButton).toBeDisabled();

  release();
  await expect(submitButton).toBeEnabled();
  await expect(page.getByLabel(/^会社名/)).toHaveValue("株式会社北斗土木");
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "入力内容を送信する" }).click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  expectOneContactLead(email, "フォームのコードが届く前に入力した内容です。");
  expect(console.errors).toEqual([]);
});

test("a form reached by a client navigation gets its code at once and works", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Survives only a client navigation: a full page load would start a new document.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.locator('a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("form.g-form button[type=submit]")).toBeEnabled();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const company = page.getByLabel(/^会社名/);
  await company.fill("株式会社\u202e木土斗北");
  await company.blur();
  await expect(company).toHaveAttribute("aria-invalid", "true");
  expect(console.errors).toEqual([]);
});

test("a document request fills the address from the postal code and is stored", async ({ page }) => {
  const email = uniqueEmail("document");
  const shownAt = await openForm(page, "/document/product_pad_tough");
  await fillPerson(page, email);
  await page.getByLabel(/^郵便番号/).fill("100-0001");
  await expect(page.getByLabel(/^都道府県/)).toHaveValue("東京都");
  await expect(page.getByLabel(/^市区町村/)).toHaveValue("千代田区");
  await expect(page.getByRole("status").filter({ hasText: "郵便番号から住所を入力しました" })).toBeVisible();
  await page.getByLabel(/^番地・建物名/).fill("千代田1-1 北斗ビル3階");
  await fillBusiness(page);
  await page.getByLabel(/^個人情報の取り扱いに同意する/).check();
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "資料を請求する" }).click();

  await expect(page).toHaveURL(/\/document\/product_pad_tough\/thanks$/);
  await expect(page.locator("h1")).toHaveText("現場蔵Pad Toughの資料のご請求を受け付けました");
  const [lead] = storedLeadsFrom("document_product_pad_tough", email);
  expect(lead?.spam).toBe(0);
  expect(lead?.data).toMatchObject({
    postalCode: "1000001",
    prefecture: "東京都",
    city: "千代田区",
    street: "千代田1-1 北斗ビル3階",
  });
});

test("an ad page keeps its visitor: its short form is sent without an address and stored", async ({
  page,
}) => {
  const email = uniqueEmail("adlp");
  const shownAt = await openForm(page, "/adlp/products/pad_tough/01");
  // The hero's button leads down to the page's own form, not to another page.
  await page.getByRole("link", { name: "現場蔵Pad Toughの資料を請求する" }).first().click();
  await expect(page).toHaveURL(/\/adlp\/products\/pad_tough\/01#landing-form$/);
  const form = page.locator("#landing-form form");
  await expect(form.getByText(/^必須の項目は会社名、氏名、メールアドレス、電話番号です。/)).toBeVisible();
  await expect(form.getByLabel(/^部署名/)).toHaveCount(0);
  await form.getByLabel(/^会社名/).fill("株式会社北斗土木");
  await form.getByLabel("姓", { exact: true }).fill("佐藤");
  await form.getByLabel("名", { exact: true }).fill("健一");
  await form.getByLabel(/^メールアドレス必須/).fill(email);
  await form.getByLabel(/^メールアドレス\(確認用\)/).fill(email);
  await form.getByLabel(/^電話番号/).fill("03-1234-5678");
  await form.getByLabel(/^個人情報の取り扱いに同意する/).check();
  await waitLikeAPerson(page, shownAt);
  await form.getByRole("button", { name: "資料を請求する" }).click();

  await expect(page).toHaveURL(/\/document\/product_pad_tough\/thanks$/);
  const [lead, ...others] = storedLeadsFrom("adlp_pad_tough_01", email);
  expect(others).toEqual([]);
  expect(lead?.spam).toBe(0);
  expect(lead?.data).toMatchObject({
    companyName: "株式会社北斗土木",
    phone: "0312345678",
    postalCode: "",
    street: "",
  });
});

/** Moves the focus with Tab (and nothing else) until `target` has it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("The field cannot be reached with the Tab key");
}

test("a gated guide is requested with the keyboard only and delivered on its thanks page", async ({
  page,
}) => {
  const email = uniqueEmail("guide");
  const shownAt = await openForm(page, "/download/firstguide");
  await tabTo(page, page.getByLabel(/^会社名/));
  // Each value is typed, then Tab moves on in the page's own order.
  const typedInOrder = [
    "株式会社北斗土木",
    "工事部",
    "課長",
    "佐藤",
    "健一",
    "サトウ",
    "ケンイチ",
    email,
    "090-1234-5678",
  ];
  for (const value of typedInOrder) {
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  await expect(page.getByLabel(/^業種/)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await tabTo(page, page.getByLabel(/^個人情報の取り扱いに同意する/));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "はじめてガイドを読む" }));
  await waitLikeAPerson(page, shownAt);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/download\/firstguide\/thanks$/);
  await expect(page.locator("h1")).toHaveText("はじめてガイドのお申し込みを受け付けました");
  await expect(page.getByRole("heading", { name: "現場蔵 はじめてガイド", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "黒板をつくる" })).toBeVisible();
  const [lead] = storedLeadsFrom("download_firstguide", email);
  expect(lead?.spam).toBe(0);
  expect(lead?.data).toMatchObject({
    department: "工事部",
    jobTitle: "課長",
    industry: "土木",
    employees: "1〜5名",
    phone: "09012345678",
  });
});

test("wrong postal code, katakana and phone each show their Japanese error", async ({ page }) => {
  await openForm(page, "/document");
  const errorOf = (label: RegExp | string) =>
    (typeof label === "string" ? field(page, label) : page.getByLabel(label)).evaluate((input) => {
      const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
      return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    });

  await page.getByLabel(/^郵便番号/).fill("123-45");
  await page.getByLabel(/^郵便番号/).blur();
  await expect
    .poll(() => errorOf(/^郵便番号/))
    .toContain("郵便番号は7桁の数字で入力してください(例:100-0001)");
  await expect(page.getByLabel(/^郵便番号/)).toHaveAttribute("aria-invalid", "true");

  await field(page, "セイ").fill("さとう");
  await field(page, "セイ").blur();
  await expect.poll(() => errorOf("セイ")).toContain("セイは全角カタカナで入力してください");

  await page.getByLabel(/^電話番号/).fill("03-1234");
  await page.getByLabel(/^電話番号/).blur();
  await expect
    .poll(() => errorOf(/^電話番号/))
    .toContain("電話番号は10桁または11桁の数字で入力してください(例:03-1234-5678)");

  // Sending anyway keeps the visitor on the page, with the focus on the first field to fix.
  await page.getByRole("button", { name: "資料を請求する" }).click();
  await expect(page).toHaveURL(/\/document$/);
  await expect(page.getByLabel(/^会社名/)).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "確認事項があります" })).toBeVisible();
});

test("without JavaScript the form is shown with a note on how to send it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel(/^会社名/)).toBeVisible();
  const note = page.locator(".g-form__noscript");
  await expect(note).toBeVisible();
  await expect(note).toContainText("このフォームの送信にはJavaScriptを使用しています");
  await expect(note).toContainText("0120-486-210");
  await expect(page.getByRole("button", { name: "入力内容を送信する" })).toBeDisabled();
  await context.close();
});

test("the test pages' forms store leads marked as test, kept out of the sitemap and the export", async ({
  page,
  request,
}) => {
  // Staff open it on the loopback address, not only on localhost.
  const loopback = new URL("/test_prod/estimate", test.info().project.use.baseURL);
  loopback.hostname = "127.0.0.1";
  const email = uniqueEmail("test-page");
  const shownAt = await openForm(page, loopback.href);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await fillPerson(page, email);
  await page.getByLabel(/^郵便番号/).fill("100-0001");
  await expect(page.getByLabel(/^市区町村/)).toHaveValue("千代田区");
  await page.getByLabel(/^番地・建物名/).fill("千代田1-1 北斗ビル3階");
  await fillBusiness(page);
  await page.getByRole("radio", { name: "お見積もり", exact: true }).check();
  await page.getByLabel(/^個人情報の取り扱いに同意する/).check();
  await waitLikeAPerson(page, shownAt);
  await page.getByRole("button", { name: "テスト送信する" }).click();

  await expect(page).toHaveURL(/\/test_prod\/estimate\/thanks$/);
  await expect(page.locator("h1")).toHaveText("テスト送信を受け付けました");
  const [lead, ...others] = storedLeadsFrom("test_estimate", email);
  expect(others).toEqual([]);
  expect(lead).toMatchObject({ spam: 0, thanksPath: "/test_prod/estimate/thanks" });

  const exported = await request.get("/api/leads.csv", {
    headers: { Authorization: "Bearer e2e-export-token" },
  });
  expect(exported.status()).toBe(200);
  expect(await exported.text()).not.toContain(email);
  for (const file of ["/sitemaps/shell.xml", "/sitemap.xml"]) {
    expect(await (await request.get(file)).text()).not.toContain("/test_prod/");
  }
  const contact = await request.get("/test_prod/contact");
  expect(contact.status()).toBe(200);
  expect(await contact.text()).toMatch(/<meta name="robots" content="noindex/);
});
