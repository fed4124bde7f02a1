import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteRegistry } from "@genbagura/routing";
import { expect, test } from "@playwright/test";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

test.describe.configure({ mode: "serial" });

/** An origin whose registry names a version of `remote` whose files are gone (a failed copy). */
async function originWithRemoteDown(remote: "news" | "goyo", portOffset: number): Promise<ExtraServer> {
  const registry = JSON.parse(readFileSync(path.join(e2eSiteDir, "registry.json"), "utf8")) as SiteRegistry;
  registry.apps[remote].live = "0000000000";
  const registryFile = path.resolve(`.e2e/registry-${remote}-down-${e2ePortOffset(portOffset)}.json`);
  mkdirSync(path.dirname(registryFile), { recursive: true });
  writeFileSync(registryFile, JSON.stringify(registry));
  return startExtraServer(e2ePortOffset(portOffset), { SITE_REGISTRY: registryFile, SITE_DIR: e2eSiteDir });
}

// News is down: only its routes degrade.
let server: ExtraServer;

test.beforeAll(async () => {
  server = await originWithRemoteDown("news", 1);
});

test.afterAll(async () => {
  await server.stop();
});

test("the server answers 503 with a Japanese fallback for the down remote's pages", async ({ page }) => {
  const response = await page.goto(`${server.origin}/news`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("60");
  await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
  await expect(page.getByRole("link", { name: "もう一度読み込む" })).toHaveAttribute("href", "/news");
  // The browser is told the same: it never tries to load the missing version.
  const snapshot = JSON.parse((await page.locator("#__site").textContent()) ?? "{}") as SiteRegistry & {
    remotes: { name: string; down?: boolean }[];
  };
  expect(snapshot.remotes.find((remote) => remote.name === "news")?.down).toBe(true);
  // The tab says what the page says, from the server and after hydration alike.
  await expect(page).toHaveTitle("このページは一時的に表示できません|現場蔵");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
  await expect(page).toHaveTitle("このページは一時的に表示できません|現場蔵");
  // A visitor's report can be traced: the number on the page names this request in the origin's log.
  const requestId = response?.headers()["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f]{16}$/u);
  await expect(page.getByRole("complementary", { name: "お問い合わせ番号" })).toContainText(
    `お問い合わせの際はこの番号をお伝えください：${requestId}`,
  );
});

test("other remotes keep working, and client navigation to the down remote shows the fallback", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto(`${server.origin}/cloud`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
  await page.waitForLoadState("networkidle");
  await page.locator('main a[href="/news"]').first().click();
  await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
  // The tab's title says the same as the page, not 「ページが見つかりません」.
  await expect(page).toHaveTitle(`${await page.locator("h1").textContent()}|現場蔵`);
  expect(requested.filter((url) => url.startsWith("/assets/news/"))).toEqual([]);
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveURL(`${server.origin}/`);
});

test("with goyo down, a support page that dates goyo's editions answers 503, and support's others still 200", async ({
  page,
}) => {
  const goyoDown = await originWithRemoteDown("goyo", 6);
  try {
    // Support's page reads goyo's record to date 御用達2021's end of support: it cannot be built now.
    const dated = await page.goto(`${goyoDown.origin}/download/goyo2021`);
    expect(dated?.status()).toBe(503);
    await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
    const own = await page.goto(`${goyoDown.origin}/faq/support/cloud`);
    expect(own?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText("現場蔵クラウドのサポートQ&A");
  } finally {
    await goyoDown.stop();
  }
});
