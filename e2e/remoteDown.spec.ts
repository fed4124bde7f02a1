import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

test.describe.configure({ mode: "serial" });

// The news remote's manifest is gone (a failed deploy): only its routes degrade.
let server: ExtraServer;

test.beforeAll(async () => {
  const registry = JSON.parse(readFileSync(path.join(e2eSiteDir, "public/remotes.json"), "utf8")) as {
    remotes: { name: string; manifest: string }[];
  };
  for (const remote of registry.remotes) {
    if (remote.name === "news") remote.manifest = "/remotes/news/removed/mf-manifest.json";
  }
  const registryFile = path.resolve(`.e2e/registry-news-down-${e2ePortOffset(1)}.json`);
  mkdirSync(path.dirname(registryFile), { recursive: true });
  writeFileSync(registryFile, JSON.stringify(registry));
  server = await startExtraServer(e2ePortOffset(1), { REMOTES_REGISTRY: registryFile, SITE_DIR: e2eSiteDir });
});

test.afterAll(async () => {
  await server.stop();
});

test("the server answers 503 with a Japanese fallback for the down remote's pages", async ({ page }) => {
  const response = await page.goto(`${server.origin}/news`);
  expect(response?.status()).toBe(503);
  await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
  await expect(page.getByRole("link", { name: "もう一度読み込む" })).toHaveAttribute("href", "/news");
});

test("other remotes keep working, and client navigation to the down remote shows the fallback", async ({
  page,
}) => {
  const response = await page.goto(`${server.origin}/cloud`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
  await page.waitForLoadState("networkidle");
  await page.locator('main a[href="/news"]').first().click();
  await expect(page.locator("h1")).toHaveText("このページは一時的に表示できません");
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveURL(`${server.origin}/`);
});
