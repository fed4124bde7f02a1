import { expect, type Page, test } from "@playwright/test";
import cloudRoutes from "../apps/cloud/src/routes";
import goyoRoutes from "../apps/goyo/src/routes";
import newsRoutes from "../apps/news/src/routes";
import padHardwareRoutes from "../apps/pad-hardware/src/routes";
import { shellRoutes } from "../apps/shell/src/routes/shellRoutes";
import supportRoutes from "../apps/support/src/routes";
import { softwareDownloadRoutes } from "../apps/support/src/routes/softwareDownloadRoutes";
import { supportFaqRoutes } from "../apps/support/src/routes/supportFaqRoutes";
import { supportHelpRoutes } from "../apps/support/src/routes/supportHelpRoutes";
import { watchConsole } from "./support/consoleWatch";

// The support family's installers, help pages and support-desk FAQs on the production server.

const helpAreaRoutes = [...softwareDownloadRoutes, ...supportHelpRoutes, ...supportFaqRoutes];
const siteRoutes = [
  ...shellRoutes,
  ...cloudRoutes,
  ...padHardwareRoutes,
  ...goyoRoutes,
  ...supportRoutes,
  ...newsRoutes,
];
const youtubeChannel = "https://www.youtube.com/@genbagura/";

async function mainLinks(page: Page): Promise<string[]> {
  return page
    .locator("main a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
}

test("no other page of the site shares a title or a description with a help-area page", () => {
  for (const route of helpAreaRoutes) {
    const others = siteRoutes.filter((other) => other !== route);
    expect(others.find((other) => other.title === route.title)?.path, route.path).toBeUndefined();
    expect(others.find((other) => other.description === route.description)?.path, route.path).toBeUndefined();
  }
});

// One load per page for both checks: the pages' own facts, then every link they hold.
test("every help-area page answers 200 with one h1, its own title and description, breadcrumbs and live links", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const titles = new Map<string, string>();
  const internal = new Set<string>();
  for (const route of helpAreaRoutes) {
    const response = await page.goto(route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.locator("h1"), route.path).toHaveCount(1);
    await expect(page.locator("h1"), route.path).toHaveText(route.title);
    const title = await page.title();
    expect(title, route.path).toBe(`${route.title}|現場蔵`);
    expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route.path);
    await expect(page.locator('meta[name="description"]'), route.path).toHaveAttribute(
      "content",
      route.description,
    );
    await expect(page.getByRole("navigation", { name: "パンくずリスト" }), route.path).toBeVisible();
    // textContent, not innerText: folded FAQ answers and transcripts are content too.
    const text = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, "");
    expect(text.length, route.path).toBeGreaterThan(1000);
    for (const href of await mainLinks(page)) {
      if (href.startsWith("#")) continue;
      if (href.startsWith("/")) internal.add(href.split("#", 1)[0] ?? href);
      else expect(href.startsWith(youtubeChannel), `${route.path} links to ${href}`).toBe(true);
    }
  }
  expect(titles.size).toBe(helpAreaRoutes.length);
  expect(internal.size).toBeGreaterThan(30);
  for (const href of internal) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test("the retired addresses of these pages redirect to them", async ({ request }) => {
  const redirects = [
    ["/faq/support/pad", "/support/video-guide"],
    ["/download/connect/win7", "/download/connect"],
    ["/download/connect/2019", "/download/connect"],
    ["/download/ikkatsucloud", "/download/ikkatsubackup"],
  ] as const;
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://localhost").pathname, from).toBe(to);
  }
});

test("the video guide shows every transcript without JavaScript and links the channel", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/support/video-guide");
  const transcripts = page.locator("main details");
  expect(await transcripts.count()).toBeGreaterThanOrEqual(8);
  await transcripts.first().locator("summary").click();
  await expect(transcripts.first().locator("p").first()).toBeVisible();
  const channelLinks = page.locator(`main a[href^="${youtubeChannel}"]`);
  expect(await channelLinks.count()).toBe(await transcripts.count());
  await context.close();
});

test("the installer pages hydrate cleanly and move between editions without a page load", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/download/connect");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.locator('main a[href="/download/connect/pad"]').first().click();
  await expect(page.locator("h1")).toHaveText("現場蔵コネクト Padシリーズ用のダウンロード");
  await page.locator('main a[href="/download/connect/pad/2020"]').first().click();
  await expect(page.locator("h1")).toHaveText("現場蔵コネクト Padシリーズ用 御用達2020対応版のダウンロード");
  await expect(page.getByText("サポートを終了した版です")).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(console.errors).toEqual([]);
});

test("a support-desk FAQ filters its questions by keyword", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/faq/support/cloud");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("よくあるご質問を検索").fill("招待メール");
  await expect(page.getByRole("status")).toHaveText("1件の質問が見つかりました。");
  await expect(page.getByText("招待メールが届きません。")).toBeVisible();
  expect(console.errors).toEqual([]);
});

test("support dates 御用達2021's end of support as goyo's own page does", async ({ page }) => {
  // Goyo owns the record; support reads it through the load context. Both pages must say the same day.
  await page.goto("/goyo");
  const goyoText = await page.locator("main").innerText();
  const endedOn = goyoText.match(
    /御用達2021の販売は終了し、サポートも(\d{4}年\d{1,2}月\d{1,2}日)に終了しました/,
  )?.[1];
  expect(endedOn, "/goyo says when 御用達2021's support ended").toBeTruthy();
  for (const path of ["/download/goyo2021", "/faq/support/goyo", "/download/connect"]) {
    await page.goto(path);
    // The text, answers of closed FAQ items included.
    const text = (await page.locator("main").textContent()) ?? "";
    const dated = [...text.matchAll(/御用達2021[^。]*?(\d{4}年\d{1,2}月\d{1,2}日)に(?:サポートを)?終了/g)];
    expect(dated.length, `${path} dates 御用達2021's end of support`).toBeGreaterThan(0);
    for (const [, date] of dated) expect(date, path).toBe(endedOn);
  }
});
