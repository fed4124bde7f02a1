import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteRegistry } from "@genbagura/routing";
import { expect, test } from "@playwright/test";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

test.describe.configure({ mode: "serial" });

// The registry names a news version whose files are gone (a failed copy): only its routes degrade.
let server: ExtraServer;

test.beforeAll(async () => {
  const registry = JSON.parse(readFileSync(path.join(e2eSiteDir, "registry.json"), "utf8")) as SiteRegistry;
  registry.apps.news.live = "0000000000";
  const registryFile = path.resolve(`.e2e/registry-news-down-${e2ePortOffset(1)}.json`);
  mkdirSync(path.dirname(registryFile), { recursive: true });
  writeFileSync(registryFile, JSON.stringify(registry));
  server = await startExtraServer(e2ePortOffset(1), { SITE_REGISTRY: registryFile, SITE_DIR: e2eSiteDir });
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
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
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
  expect(requested.filter((url) => url.startsWith("/assets/news/"))).toEqual([]);
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveURL(`${server.origin}/`);
});
