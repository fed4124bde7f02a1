import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RemoteRegistry } from "@genbagura/routing";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support/consoleWatch";
import {
  copySite,
  fingerprint,
  npmRun,
  npmStart,
  readRegistryOf,
  sourceContaining,
  sourceHold,
  steadyLoad,
} from "./support/deployWorkbench";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

// A product team deploys its remote alone (ARCHITECTURE.md section 10): README commands run from the
// repository root against a running origin, with tabs open and visitors arriving all the time.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const planSource = "apps/cloud/content/pages/plan.ts";
const oldEyebrow = 'eyebrow: "現場蔵クラウド",';
// The edition's name is a word no page of the site has: the site search finds it only where it is live.
const searchWord = "ハヤブサ";
const newText = `現場蔵クラウド 2027年度${searchWord}版`;
const familyPages = ["/", "/cloud/plan", "/pad/tough", "/goyo", "/faq/cloud", "/news", "/sitemap", "/about"];

let siteDir: string;
let server: ExtraServer;
const sources = sourceHold(["cloud", "goyo", "news", "shell", "server"]);
const edits = sources.edits;

test.beforeAll(async () => {
  // Waits while the other spec that edits sources runs.
  test.setTimeout(600_000);
  await sources.take();
  siteDir = copySite(e2eSiteDir, "deploy-site");
  server = await startExtraServer(e2ePortOffset(2), { SITE_DIR: siteDir });
});

test.afterAll(async () => {
  await server.stop();
  sources.giveBack();
});

async function snapshotOf(page: Page): Promise<RemoteRegistry> {
  return JSON.parse((await page.locator("#__site").textContent()) ?? "{}") as RemoteRegistry;
}

const versionIn = (snapshot: RemoteRegistry, name: string) =>
  snapshot.remotes.find((remote) => remote.name === name)?.version;

/** Fetches a page until its HTML contains `text` (or not), for at most 2 s. */
async function htmlWithin2s(pagePath: string, text: string, present = true): Promise<boolean> {
  const deadline = Date.now() + 2000;
  for (;;) {
    // Headings carry <wbr> between their phrases (Phrased): the text is read as a visitor sees it.
    const html = (await (await fetch(server.origin + pagePath)).text()).replaceAll("<wbr/>", "");
    if (html.includes(text) === present) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pages `/search` lists for a query, in rank order, for a visitor of a canary bucket (any without). */
async function searchResults(query: string, bucket?: number): Promise<string[]> {
  const headers: Record<string, string> = bucket === undefined ? {} : { cookie: `gb_bucket=${bucket}` };
  const response = await fetch(`${server.origin}/search?q=${encodeURIComponent(query)}`, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<a class="g-search-results__link" href="([^"]+)"/g)].map((match) => match[1]!);
}

/** A fresh visitor (no cookies, brotli accepted) loads a page: everything it needs answers, no error. */
async function freshVisit(browser: Browser, pagePath: string) {
  const context = await browser.newContext({ locale: "ja-JP" });
  const page = await context.newPage();
  const console = watchConsole(page);
  const failed: string[] = [];
  page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  const response = await page.goto(server.origin + pagePath);
  await page.waitForSelector("html[data-hydrated='true']");
  await page.waitForLoadState("networkidle");
  return { context, page, response, console, failed };
}

function durationOf(output: string): number {
  const match = /deploy of \S+ took ([\d.]+) s/.exec(output);
  expect(match, output).not.toBeNull();
  return Number(match![1]);
}

test("a cloud deploy reaches fresh visitors and open tabs, and rollback brings the old page back", async ({
  browser,
}) => {
  const tab = await freshVisit(browser, "/cloud/plan");
  await tab.page.evaluate(() => Object.assign(window, { __openTab: true }));
  const oldSnapshot = await snapshotOf(tab.page);
  const shellFiles = fingerprint(path.join(siteDir, "store/shell"));

  edits.replace(planSource, oldEyebrow, `eyebrow: "${newText}",`);
  const load = steadyLoad(server.origin, familyPages);
  const deploy = await npmRun("deploy", ["cloud"], siteDir);
  const traffic = await load.stop();
  expect(deploy.status, deploy.output).toBe(0);
  expect(durationOf(deploy.output)).toBeLessThan(60);
  expect(traffic.failures).toEqual([]);
  expect(traffic.requests).toBeGreaterThan(20);

  // Fresh visitors: the new text in the HTML, in the payload and after hydration, and nothing fails.
  expect(await htmlWithin2s("/cloud/plan", newText)).toBe(true);
  // The same origin, not restarted, searches the new pages.
  expect(await searchResults(searchWord)).toContain("/cloud/plan");
  const visitor = await freshVisit(browser, "/cloud/plan");
  expect(await visitor.response?.text()).toContain(newText);
  await expect(visitor.page.locator("main")).toContainText(newText);
  const snapshot = await snapshotOf(visitor.page);
  expect(versionIn(snapshot, "cloud")).not.toBe(versionIn(oldSnapshot, "cloud"));
  const payload = await visitor.page.evaluate(async () => (await fetch("/cloud/plan/_payload.json")).text());
  expect(payload).toContain(newText);
  expect(visitor.console.errors).toEqual([]);
  expect(visitor.failed).toEqual([]);
  await visitor.context.close();
  expect(fingerprint(path.join(siteDir, "store/shell"))).toBe(shellFiles);

  // The tab opened before the deploy: its next navigation is a full load of the new version.
  await tab.page.locator('.g-breadcrumbs a[href="/cloud"]').click();
  await expect(tab.page).toHaveURL(/\/cloud$/);
  await tab.page.waitForSelector("html[data-hydrated='true']");
  expect(await tab.page.evaluate(() => (window as { __openTab?: boolean }).__openTab)).toBeUndefined();
  expect(versionIn(await snapshotOf(tab.page), "cloud")).toBe(versionIn(snapshot, "cloud"));
  await expect(tab.page.locator("h1")).toHaveText("現場蔵クラウド");
  expect(tab.console.errors).toEqual([]);
  // A tab that has not loaded its chunks yet still finds the old version's files.
  const oldManifest = oldSnapshot.remotes.find((remote) => remote.name === "cloud")!.manifest;
  expect((await fetch(server.origin + oldManifest)).status).toBe(200);
  await tab.context.close();

  const rollback = await npmRun("rollback", ["cloud"], siteDir);
  expect(rollback.status, rollback.output).toBe(0);
  expect(await htmlWithin2s("/cloud/plan", newText, false)).toBe(true);
  expect(await searchResults(searchWord)).not.toContain("/cloud/plan");
  const after = await freshVisit(browser, "/cloud/plan");
  await expect(after.page.locator("main")).not.toContainText(newText);
  expect(after.console.errors).toEqual([]);
  expect(after.failed).toEqual([]);
  await after.context.close();
});

test("a deploy killed while it prerenders leaves the live site exactly as it was", async () => {
  const before = readRegistryOf(siteDir);
  const livePage = await (await fetch(`${server.origin}/cloud/plan`)).text();
  edits.replace(planSource, `eyebrow: "${newText}",`, 'eyebrow: "現場蔵クラウド 中断版",');
  const killed = await npmRun("deploy", ["cloud"], siteDir, (output) => /cloud \w+: published/.test(output));
  expect(killed.output).toMatch(/cloud \w+: published/);
  expect(killed.output).not.toContain("is live");
  expect(readRegistryOf(siteDir)).toEqual(before);
  const load = steadyLoad(server.origin, familyPages);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await load.stop()).failures).toEqual([]);
  expect(await (await fetch(`${server.origin}/cloud/plan`)).text()).toBe(livePage);
  // The next deploy takes over the dead one's lock and lands.
  const again = await npmRun("deploy", ["cloud"], siteDir);
  expect(again.status, again.output).toBe(0);
  expect(await htmlWithin2s("/cloud/plan", "現場蔵クラウド 中断版")).toBe(true);
  const rollback = await npmRun("rollback", ["cloud"], siteDir);
  expect(rollback.status, rollback.output).toBe(0);
  edits.replace(planSource, 'eyebrow: "現場蔵クラウド 中断版",', `eyebrow: "${newText}",`);
});

test("a canary serves the new version to its share of visitors, each staying on theirs", async ({
  browser,
}) => {
  const canary = await npmRun("deploy", ["cloud", "--canary", "50"], siteDir);
  expect(canary.status, canary.output).toBe(0);
  expect(canary.output).toContain("canary for 50%");

  let onCanary = 0;
  for (let visitor = 0; visitor < 40; visitor += 1) {
    const html = await (await fetch(`${server.origin}/cloud/plan`)).text();
    if (html.includes(newText)) onCanary += 1;
  }
  expect(onCanary).toBeGreaterThanOrEqual(8);
  expect(onCanary).toBeLessThanOrEqual(32);

  // Each bucket searches the pages it is served: the canary's word is found only from a canary bucket.
  const buckets = await Promise.all(
    [0, 99].map(async (bucket) => {
      const headers = { cookie: `gb_bucket=${bucket}` };
      const html = await (await fetch(`${server.origin}/cloud/plan`, { headers })).text();
      return { bucket, isCanary: html.includes(newText) };
    }),
  );
  const canaryBucket = buckets.find((entry) => entry.isCanary)?.bucket;
  const liveBucket = buckets.find((entry) => !entry.isCanary)?.bucket;
  expect(canaryBucket).toBeDefined();
  expect(liveBucket).toBeDefined();
  expect(await searchResults(searchWord, canaryBucket)).toContain("/cloud/plan");
  expect(await searchResults(searchWord, liveBucket)).not.toContain("/cloud/plan");

  const canaryVersion = readRegistryOf(siteDir).apps.cloud.canary?.version;
  for (let visitor = 0; visitor < 4; visitor += 1) {
    const { context, page, console } = await freshVisit(browser, "/cloud/plan");
    const version = versionIn(await snapshotOf(page), "cloud");
    const isCanary = version === canaryVersion;
    for (let reload = 0; reload < 2; reload += 1) {
      // HTML, payload and code agree, and the visitor keeps their version.
      expect(versionIn(await snapshotOf(page), "cloud")).toBe(version);
      if (isCanary) await expect(page.locator("main")).toContainText(newText);
      else await expect(page.locator("main")).not.toContainText(newText);
      await page.reload();
      await page.waitForSelector("html[data-hydrated='true']");
    }
    await page.locator('.g-breadcrumbs a[href="/cloud"]').click();
    await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
    expect(console.errors).toEqual([]);
    await context.close();
  }

  const promote = await npmRun("promote", ["cloud"], siteDir);
  expect(promote.status, promote.output).toBe(0);
  expect(await htmlWithin2s("/cloud/plan", newText)).toBe(true);
  // Promote reuses the canary's index: every bucket now finds the word.
  expect(await searchResults(searchWord, liveBucket)).toContain("/cloud/plan");
  for (let visitor = 0; visitor < 5; visitor += 1) {
    expect(await (await fetch(`${server.origin}/cloud/plan`)).text()).toContain(newText);
  }
});

/**
 * Each deploy carries its stylesheets: a page links the files of the live versions of the apps whose CSS it
 * needs (the shell's design system, its owner's own), and the origin serves them.
 */
async function expectLiveStylesheets(pagePath: string, apps: readonly string[]) {
  const registry = readRegistryOf(siteDir);
  const html = await (await fetch(`${server.origin}${pagePath}`)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(hrefs.map((href) => href.split("/").slice(2, 4).join("/"))).toEqual(
    apps.map((app) => `${app}/${registry.apps[app as keyof typeof registry.apps].live}`),
  );
  for (const href of hrefs) {
    const response = await fetch(`${server.origin}${href}`);
    expect(response.status, href).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/css");
  }
}

test("a shell deploy, and a news deploy that changes the home page, under steady traffic", async ({
  browser,
}) => {
  // A shell deploy prerenders every page of the site (its document, then its payload with the headings'
  // phrase breaks); with a news deploy after it this outgrows the default three minutes on two cores.
  test.setTimeout(420_000);
  const heroTitle = "工事写真の撮影から台帳づくりまで、現場の手間をひとつに";
  edits.replace("apps/shell/src/pages/homeContent.ts", heroTitle, `${heroTitle}。`);
  const shellLoad = steadyLoad(server.origin, familyPages);
  const shellDeploy = await npmRun("deploy", ["shell"], siteDir);
  const shellTraffic = await shellLoad.stop();
  expect(shellDeploy.status, shellDeploy.output).toBe(0);
  expect(shellTraffic.failures).toEqual([]);
  expect(await htmlWithin2s("/", `${heroTitle}。`)).toBe(true);
  await expectLiveStylesheets("/about", ["shell"]);

  // The newest news item on the home page comes from the news remote: deploy news with a new title.
  const home = await freshVisit(browser, "/");
  const firstNews = (
    await home.page
      .locator("section")
      .filter({ has: home.page.getByRole("heading", { level: 2, name: "最新のお知らせ" }) })
      .locator("a")
      .first()
      .textContent()
  )?.trim();
  await home.context.close();
  expect(firstNews).toBeTruthy();
  const source = sourceContaining("apps/news/content", firstNews!);
  expect(source, `a news source file with "${firstNews}"`).toBeDefined();
  edits.replace(source!, firstNews!, `${firstNews}(更新)`);
  // A new article, published by the same deploy, is found by the origin's search without a restart.
  const article = { file: "apps/news/content/news/notice/20261121.md", path: "/news/20261121" };
  const articleWord = "ヤマセミ";
  expect(await searchResults(articleWord)).not.toContain(article.path);
  edits.create(
    article.file,
    `---\ntitle: ${articleWord}の棲む河川での工事写真撮影会のお知らせ\ndate: 2026-11-21\ncategory: info\n---\n\n${articleWord}が見られる河川の護岸工事の現場で、工事写真の撮り方を学ぶ撮影会を開きます。\n`,
  );
  const newsLoad = steadyLoad(server.origin, familyPages);
  const newsDeploy = await npmRun("deploy", ["news"], siteDir);
  const newsTraffic = await newsLoad.stop();
  expect(newsDeploy.status, newsDeploy.output).toBe(0);
  expect(newsTraffic.failures).toEqual([]);
  expect(await htmlWithin2s("/", `${firstNews}(更新)`)).toBe(true);
  expect((await searchResults(articleWord)).slice(0, 3)).toContain(article.path);
  // Other spec files read the articles from the sources: keep the extra one there no longer than needed.
  edits.restore(article.file);
  await expectLiveStylesheets("/case", ["shell", "news"]);
  const visitor = await freshVisit(browser, "/");
  await expect(visitor.page.locator("main")).toContainText(`${firstNews}(更新)`);
  expect(visitor.console.errors).toEqual([]);
  expect(visitor.failed).toEqual([]);
  await visitor.context.close();
});

/** A forced deploy says the smoke render failed and that it switched anyway, never that it passed. */
function expectForcedMessages(output: string) {
  expect(output).toMatch(/--force: smoke render failed \(\d+\), switching anyway/);
  expect(output).toMatch(/smoke render FAILED with \d+ problems, switching because of --force/);
  expect(output).not.toContain("smoke render passed");
  expect(output).not.toContain("answer 503");
}

test("a broken remote is refused by the smoke render; forced in, server and browser show the same fallback", async ({
  browser,
}) => {
  const before = readRegistryOf(siteDir).generation;
  edits.replace("apps/cloud/src/server.ts", "export {", "globalThis.window.location;\nexport {");
  const refused = await npmRun("deploy", ["cloud"], siteDir);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("does not load");
  expect(refused.output).toContain("refused, nothing switched: smoke render failed (1)");
  // Nothing switched, so no page answers 503 because of it: the deploy must not say they do.
  expect(refused.output).not.toContain("answer 503");
  expect(readRegistryOf(siteDir).generation).toBe(before);
  expect(await htmlWithin2s("/cloud/plan", newText)).toBe(true);

  const forced = await npmRun("deploy", ["cloud", "--force"], siteDir);
  expect(forced.status, forced.output).toBe(0);
  expectForcedMessages(forced.output);
  const response = await fetch(`${server.origin}/cloud/plan`);
  expect(response.status).toBe(503);
  expect(await response.text()).toContain("このページは一時的に表示できません");
  // The browser is told the remote is down: it shows the same fallback and loads none of its code.
  const visitor = await freshVisit(browser, "/cloud/plan");
  await expect(visitor.page.locator("h1")).toHaveText("このページは一時的に表示できません");
  expect(versionIn(await snapshotOf(visitor.page), "cloud")).toBe(readRegistryOf(siteDir).apps.cloud.live);
  // The one error is the document's own status, which is the point.
  expect(visitor.console.errors.filter((error) => !error.includes("status of 503"))).toEqual([]);
  await visitor.context.close();
  edits.restore("apps/cloud/src/server.ts");
});

test("a deploy whose record contradicts another family's page is refused, naming page and fact", async () => {
  // goyo records the blackboard app's minimum iOS; support's download pages state it in their own words.
  const before = readRegistryOf(siteDir).generation;
  const factsSource = "apps/goyo/content/kokuban/facts.ts";
  const current = /minimumIos: (\d+),/.exec(readFileSync(factsSource, "utf8"))?.[1];
  expect(current).toBeDefined();
  edits.replace(factsSource, `minimumIos: ${current},`, `minimumIos: ${Number(current) + 1},`);
  const refused = await npmRun("deploy", ["goyo"], siteDir);
  edits.restore(factsSource);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("refused, nothing switched: smoke render failed");
  expect(refused.output).toMatch(/\/download\/connect: fact check: .*kokuban\.minimumIos records \d+/);
  expect(readRegistryOf(siteDir).generation).toBe(before);
});

test("a page whose server render throws answers 500 with the error page and one log line", async () => {
  edits.replace(
    "apps/cloud/src/pages/CloudPlanRoutePage.tsx",
    "export default function",
    'const renderFailure = () => {\n  if (typeof window === "undefined") throw new Error("plan table failed");\n};\nexport default function',
  );
  const page = "apps/cloud/src/pages/CloudPlanRoutePage.tsx";
  edits.replace(page, "  return (", "  renderFailure();\n  return (");
  const refused = await npmRun("deploy", ["cloud"], siteDir);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("/cloud/plan: render threw");

  const forced = await npmRun("deploy", ["cloud", "--force"], siteDir);
  expect(forced.status, forced.output).toBe(0);
  expectForcedMessages(forced.output);
  const version = readRegistryOf(siteDir).apps.cloud.live;
  const logBefore = server.errorLog().length;
  const response = await fetch(`${server.origin}/cloud/plan`);
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).not.toMatch(/<main[^>]*>\s*<\/main>/);
  await expect.poll(() => server.errorLog().length).toBeGreaterThan(logBefore);
  const lines = server.errorLog().slice(logBefore);
  expect(lines).toEqual([`[render] 500 app=cloud version=${version} path=/cloud/plan: plan table failed`]);
  edits.restore(page);
});

test("two deploys started together both land, in order, and old versions are pruned", async () => {
  const before = readRegistryOf(siteDir);
  edits.replace(planSource, `eyebrow: "${newText}",`, 'eyebrow: "現場蔵クラウドの料金",');
  const firstNews = sourceContaining("apps/news/content", "(更新)");
  expect(firstNews).toBeDefined();
  edits.replace(firstNews!, "(更新)", "(再更新)");
  // The two builds take different times; holding the site's deploy lock (as a running deploy does)
  // until both wait for it makes them meet at the switch, which is what this test is about.
  const lockFile = path.join(siteDir, "deploy.lock");
  writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  const cloudDeploy = npmStart("deploy", ["cloud"], siteDir);
  const newsDeploy = npmStart("deploy", ["news"], siteDir);
  const deploys = [cloudDeploy, newsDeploy];
  try {
    await expect
      .poll(() => deploys.every((deploy) => deploy.output().includes("another deploy is running")), {
        timeout: 90_000,
      })
      .toBe(true);
  } finally {
    rmSync(lockFile, { force: true });
  }
  const [cloud, news] = await Promise.all([cloudDeploy.done, newsDeploy.done]);
  expect(cloud.status, cloud.output).toBe(0);
  expect(news.status, news.output).toBe(0);
  const after = readRegistryOf(siteDir);
  expect(after.generation).toBe(before.generation + 2);
  expect(after.apps.cloud.live).not.toBe(before.apps.cloud.live);
  expect(after.apps.news.live).not.toBe(before.apps.news.live);
  expect(await htmlWithin2s("/cloud/plan", "現場蔵クラウドの料金")).toBe(true);
  expect(await htmlWithin2s("/", "(再更新)")).toBe(true);

  for (const app of ["cloud", "news"] as const) {
    const kept = after.published[app].map((entry) => entry.version).sort();
    expect(kept.length).toBeLessThanOrEqual(5);
    const onDisk = spawnSync("ls", [path.join(siteDir, "store", app)])
      .stdout.toString()
      .split("\n")
      .filter(Boolean);
    expect(onDisk.sort()).toEqual(kept);
  }
});

test("a development build left in dist is never published: the publish refuses it, a deploy rebuilds it", async () => {
  const before = readRegistryOf(siteDir);
  const mark = "apps/cloud/dist/build.json";
  expect(JSON.parse(readFileSync(mark, "utf8"))).toEqual({ mode: "production" });
  // What `npm run dev` used to leave behind: a development build where deploys publish from.
  writeFileSync(mark, JSON.stringify({ mode: "development" }));
  const cli = spawnSync(process.execPath, ["apps/server/dist/site.mjs", "publish", "cloud"], {
    env: { ...process.env, SITE_DIR: siteDir },
    encoding: "utf8",
  });
  const refused = `${cli.stdout}${cli.stderr}`;
  expect(cli.status, refused).not.toBe(0);
  expect(refused).toContain(
    "refused, nothing switched: apps/cloud/dist holds a development build, not a production build",
  );
  expect(refused).toContain("npx turbo run build --filter=cloud --force");
  expect(readRegistryOf(siteDir).generation).toBe(before.generation);

  // `npm run deploy` builds for production instead: the same sources give the live version again.
  const deploy = await npmRun("deploy", ["cloud"], siteDir);
  expect(deploy.status, deploy.output).toBe(0);
  expect(deploy.output).toContain("apps/cloud/dist holds a development build: removing it");
  expect(deploy.output).toContain(`cloud ${before.apps.cloud.live} is already live`);
  expect(JSON.parse(readFileSync(mark, "utf8"))).toEqual({ mode: "production" });
  expect(readRegistryOf(siteDir).generation).toBe(before.generation);
  const client = path.join(siteDir, "store/cloud", before.apps.cloud.live, "client");
  expect(readdirSync(client).filter((name) => name.endsWith(".map"))).toEqual([]);
});

test("a deploy stamps the route prefixes of the sources, whenever the deploy command was built", async () => {
  const ownership = "packages/routing/src/ownership.ts";
  const prefixesOfLive = () => {
    const registry = readRegistryOf(siteDir);
    return registry.published.cloud.find((entry) => entry.version === registry.apps.cloud.live)?.prefixes;
  };
  expect(prefixesOfLive()).not.toContain("/e2e_new_prefix");
  // The deploy command (apps/server/dist) was built before this prefix existed.
  edits.replace(ownership, '"/pix", "/zumencapture"]', '"/pix", "/zumencapture", "/e2e_new_prefix"]');
  const added = await npmRun("deploy", ["cloud"], siteDir);
  expect(added.status, added.output).toBe(0);
  expect(prefixesOfLive()).toContain("/e2e_new_prefix");

  edits.restore(ownership);
  const removed = await npmRun("deploy", ["cloud"], siteDir);
  expect(removed.status, removed.output).toBe(0);
  expect(prefixesOfLive()).not.toContain("/e2e_new_prefix");
});

test("npm run dev names the app whose local build is broken, and the command that rebuilds it", async () => {
  // Publishing six apps to a fresh dev site takes a minute on a busy machine.
  test.setTimeout(420_000);
  const bundle = "apps/goyo/dist/server/routes.cjs";
  const original = readFileSync(bundle, "utf8");
  const devSite = copySite(e2eSiteDir, "dev-broken-site");
  try {
    writeFileSync(bundle, `throw new Error("e2e: a broken local build");\n${original}`);
    const dev = spawnSync("npm", ["run", "--silent", "dev", "--", "cloud"], {
      env: {
        ...process.env,
        SITE_DIR: devSite,
        PORT: String(e2ePortOffset(6)),
        HOST: "127.0.0.1",
        DATA_DIR: `${devSite}-data`,
        TURBO_TELEMETRY_DISABLED: "1",
      },
      encoding: "utf8",
      timeout: 360_000,
    });
    const output = `${dev.stdout}${dev.stderr}`;
    expect(dev.status, output).not.toBe(0);
    expect(output).toContain("the server bundle of goyo");
    expect(output).toContain("e2e: a broken local build");
    expect(output).toContain(
      "its build is apps/goyo/dist: rebuild it with `npx turbo run build --filter=goyo --force`",
    );
    expect(output).toContain("dev: cannot start");
  } finally {
    writeFileSync(bundle, original);
  }
});

test("npm run dev -- cloud serves working cloud pages, with an edit visible on reload", async ({
  browser,
}) => {
  edits.restore();
  const port = e2ePortOffset(5);
  const origin = `http://localhost:${port}`;
  const devSite = copySite(e2eSiteDir, "dev-site");
  // Its own process group, so the watchers it starts stop with it.
  const dev = spawn("npm", ["run", "--silent", "dev", "--", "cloud"], {
    env: {
      ...process.env,
      SITE_DIR: devSite,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `${devSite}-data`,
    },
    stdio: "ignore",
    detached: true,
  });
  try {
    // Ready once the watcher's first development build of cloud is live.
    const initial = readRegistryOf(devSite).apps.cloud.live;
    await expect
      .poll(
        async () => {
          const registry = await fetch(`${origin}/registry.json`).then(
            (r) => r.json(),
            () => null,
          );
          return registry?.apps?.cloud?.live ?? initial;
        },
        { timeout: 90_000, intervals: [500] },
      )
      .not.toBe(initial);

    const context = await browser.newContext({ locale: "ja-JP" });
    const page = await context.newPage();
    const console = watchConsole(page);
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await page.goto(`${origin}/cloud/plan`);
    await page.waitForSelector("html[data-hydrated='true']");
    await expect(page.locator("h1")).toHaveText("現場蔵クラウドの料金プラン");
    // The dev site never reloads itself (a missing build manifest once did).
    await page.waitForTimeout(2500);
    expect(documents).toBe(1);

    edits.replace(planSource, oldEyebrow, 'eyebrow: "現場蔵クラウド 開発中",');
    await expect
      .poll(async () => (await fetch(`${origin}/cloud/plan`)).text(), { timeout: 60_000, intervals: [500] })
      .toContain("現場蔵クラウド 開発中");
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    await expect(page.locator("main")).toContainText("現場蔵クラウド 開発中");
    await page.locator('.g-breadcrumbs a[href="/cloud"]').click();
    await expect(page.locator("h1")).toHaveText("現場蔵クラウド");
    expect(console.errors).toEqual([]);
    await context.close();
    // The development build went to dist-dev/: dist/, which deploys publish, still holds production.
    expect(JSON.parse(readFileSync("apps/cloud/dist-dev/build.json", "utf8"))).toEqual({
      mode: "development",
    });
    expect(JSON.parse(readFileSync("apps/cloud/dist/build.json", "utf8"))).toEqual({ mode: "production" });
  } finally {
    edits.restore(planSource);
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  }
});
