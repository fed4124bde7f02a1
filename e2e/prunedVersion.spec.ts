import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { AppName, RemoteRegistry } from "@genbagura/routing";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { prune } from "../apps/server/src/platform/deploy/registryChanges";
import { writeRegistry } from "../apps/server/src/platform/site/registryFile";
import { watchConsole } from "./support/consoleWatch";
import { copySite, npmRun, readRegistryOf, sourceHold } from "./support/deployWorkbench";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

// A tab outlives its versions: after a few quick deploys of one remote, the version the tab's snapshot
// pins is pruned from the store. Its next click into that remote must be a full load of the live version,
// with no apology page and no request that fails on the way (ARCHITECTURE.md sections 5 and 10).
test.describe.configure({ mode: "serial", timeout: 180_000 });

const planSource = "apps/cloud/content/pages/plan.ts";
const newText = "現場蔵クラウド 刈り込み版";

let siteDir: string;
let server: ExtraServer;
const sources = sourceHold(["cloud"]);
const edits = sources.edits;

test.beforeAll(async () => {
  siteDir = copySite(e2eSiteDir, "pruned-site");
  server = await startExtraServer(e2ePortOffset(7), { SITE_DIR: siteDir });
});

test.afterAll(async () => {
  await server?.stop();
  // Only when the test stopped between its edit and its restore.
  sources.giveBack();
});

/**
 * What the fifth quick deploy of an app does to its first: the registry forgets the version, and its files
 * and the pages that name it go. Here for `app` only, keeping its live version alone, so that one real
 * deploy is enough to push the tab's version out.
 */
function pruneToLive(dir: string, app: AppName) {
  const registry = readRegistryOf(dir);
  const pruned = prune(registry, 1);
  const removed = pruned.removed.filter(([name]) => name === app);
  writeRegistry(path.join(dir, "registry.json"), {
    ...registry,
    apps: { ...registry.apps, [app]: pruned.registry.apps[app] },
    published: { ...registry.published, [app]: pruned.registry.published[app] },
  });
  const gone = new Set(removed.map(([name, version]) => `${name}.${version}`));
  for (const [name, version] of removed) rmSync(path.join(dir, "store", name, version), { recursive: true });
  for (const folder of ["pages", "snapshots"]) {
    for (const name of readdirSync(path.join(dir, folder))) {
      if (
        name
          .replace(/\.json$/, "")
          .split("_")
          .some((part) => gone.has(part))
      )
        rmSync(path.join(dir, folder, name), { recursive: true });
    }
  }
  return removed;
}

/** An open tab: every document it loads and every answer of 400 or more is recorded. */
async function openTab(browser: Browser, pagePath: string) {
  const context = await browser.newContext({ locale: "ja-JP" });
  const page = await context.newPage();
  const console = watchConsole(page);
  const failed: string[] = [];
  const documents: string[] = [];
  // A request cut short by the full load (the payload of the abandoned client navigation) is no error;
  // a file that is gone answers 404, recorded below.
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText;
    if (reason !== "net::ERR_ABORTED") failed.push(`${request.url()} ${reason}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.goto(server.origin + pagePath);
  await page.waitForSelector("html[data-hydrated='true']");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __openTab: true }));
  return { context, page, console, failed, documents };
}

async function cloudVersionOf(page: Page): Promise<string | undefined> {
  const snapshot = JSON.parse((await page.locator("#__site").textContent()) ?? "{}") as RemoteRegistry;
  return snapshot.remotes.find((remote) => remote.name === "cloud")?.version;
}

test("a tab whose remote version was pruned loads the live version fully on its next click", async ({
  browser,
}) => {
  // The sources are held (while another spec that edits them runs, this waits) only from the edit
  // through the deploy; the tabs open once they are, so no poll of theirs runs during the wait.
  const waitStart = Date.now();
  test.setTimeout(900_000);
  await sources.take();
  test.setTimeout(Date.now() - waitStart + 180_000);
  // One tab that never visited the remote (its routes not loaded), one on a remote page whose other
  // pages' chunks are not loaded yet.
  const shellTab = await openTab(browser, "/about");
  const cloudTab = await openTab(browser, "/cloud/plan");
  const oldVersion = await cloudVersionOf(shellTab.page);

  edits.replace(planSource, 'eyebrow: "現場蔵クラウド",', `eyebrow: "${newText}",`);
  const deploy = await npmRun("deploy", ["cloud"], siteDir);
  sources.giveBack();
  expect(deploy.status, deploy.output).toBe(0);
  const removed = pruneToLive(siteDir, "cloud");
  const live = readRegistryOf(siteDir).apps.cloud.live;
  expect(live).not.toBe(oldVersion);
  // The tabs' version is gone (a site built more than once also holds older ones, pruned with it).
  expect(removed).toContainEqual(["cloud", oldVersion]);
  expect(removed.filter(([app, version]) => app !== "cloud" || version === live)).toEqual([]);
  // The origin has read the new registry (within 0.2 s of the change).
  await expect
    .poll(async () => (await (await fetch(`${server.origin}/builds/latest.json`)).json()).id)
    .toBe(String(readRegistryOf(siteDir).generation));

  for (const [tab, link, heading] of [
    [shellTab, 'footer a[href="/cloud"]', "現場蔵クラウド"],
    [cloudTab, 'main a[href="/cloud/compare"]', undefined],
  ] as const) {
    const before = tab.documents.length;
    const target = tab.page.locator(link).first();
    const href = await target.getAttribute("href");
    await target.click();
    await expect(tab.page).toHaveURL(`${server.origin}${href}`);
    await tab.page.waitForSelector("html[data-hydrated='true']");
    if (heading) await expect(tab.page.locator("h1")).toHaveText(heading);
    await expect(tab.page.locator("h1")).not.toHaveText("ページを正しく表示できませんでした");
    // One full page load of the target, served by the live version.
    expect(tab.documents.slice(before)).toEqual([href]);
    expect(await tab.page.evaluate(() => (window as { __openTab?: boolean }).__openTab)).toBeUndefined();
    expect(await cloudVersionOf(tab.page)).toBe(live);
    await tab.page.waitForLoadState("networkidle");
    expect(tab.failed).toEqual([]);
    expect(tab.console.errors).toEqual([]);
    await tab.context.close();
  }
});
