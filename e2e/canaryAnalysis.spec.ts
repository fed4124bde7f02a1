import { rmSync } from "node:fs";
import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import {
  copySite,
  npmStart,
  type RunningCommand,
  readRegistryOf,
  sourceHold,
} from "./support/deployWorkbench";
import { e2ePortOffset, e2eSiteDir } from "./support/environment";
import { type ExtraServer, startExtraServer } from "./support/extraServer";

// `npm run deploy -- <app> --canary N --auto` (ARCHITECTURE.md section 15) against a running origin,
// with visitors in Chromium on fixed canary buckets: the command promotes or rolls back by itself.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const port = e2ePortOffset(11);
const dataDir = `.e2e/extra-${port}`;
const auto = ["--canary", "50", "--auto", "--min-views", "30"];
/** gb_bucket below 50 gets the canary, from 50 the live version. */
const canaryBucket = 7;
const liveBucket = 77;
const planSource = "apps/cloud/content/pages/plan.ts";
const switchSource = "apps/cloud/src/components/plans/BillingSwitch.tsx";

let siteDir: string;
let server: ExtraServer;
const sources = sourceHold(["cloud", "server"]);
const edits = sources.edits;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await sources.take();
  siteDir = copySite(e2eSiteDir, "canary-analysis-site");
  rmSync(dataDir, { recursive: true, force: true });
  server = await startExtraServer(port, { SITE_DIR: siteDir });
});

test.afterAll(async () => {
  await server?.stop();
  sources.giveBack();
});

/** The deploy command, reading the counts the origin under test stores. */
const deploy = (window = 20): RunningCommand =>
  npmStart("deploy", ["cloud", ...auto, "--window", String(window)], siteDir, undefined, {
    DATA_DIR: dataDir,
  });

const analysing = (command: RunningCommand) => command.output().includes("canary analysis:");

/**
 * A visitor on a fixed bucket going back and forth between the plan page and its chart by client
 * navigation (a view each), loading the page afresh before its page load's beacon limit, until `stop`.
 */
async function visitor(context: BrowserContext, bucket: number, stop: () => boolean): Promise<number> {
  await context.addCookies([{ name: "gb_bucket", value: String(bucket), url: server.origin }]);
  const page = await context.newPage();
  let views = 0;
  try {
    while (!stop()) {
      await page.goto(`${server.origin}/cloud/plan`);
      // The sender runs once it has taken over the inline capture's buffer.
      await page.waitForFunction(() => {
        const buffer = (window as { __gbErrors?: unknown[] }).__gbErrors;
        return buffer !== undefined && buffer.push !== Array.prototype.push;
      });
      views += 1;
      for (let step = 0; step < 16 && !stop(); step++) {
        if (step % 2 === 0) {
          await page.locator('a[href="/cloud/plan/chart"]').first().click();
          await page.waitForURL(/\/cloud\/plan\/chart$/u);
        } else {
          await page.goBack();
          await page.waitForURL(/\/cloud\/plan$/u);
        }
        views += 1;
      }
    }
    // Leaving the page sends what waits.
    await page.goto("about:blank");
  } catch (error) {
    // The switch after the verdict makes the next navigation a full load: a step under way may be cut.
    if (!stop()) throw error;
  } finally {
    await context.close();
  }
  return views;
}

/** Drives two canary visitors and a live one while the command runs; its result. */
async function whileVisitorsCome(browser: Browser, command: RunningCommand) {
  // Their browsers are ready before the analysis starts: its window is for visits.
  const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext({ locale: "ja-JP" })));
  let finished = false;
  const result = command.done.then((outcome) => {
    finished = true;
    return outcome;
  });
  while (!analysing(command) && !finished) await new Promise((resolve) => setTimeout(resolve, 250));
  const started = Date.now();
  // Visitors stop at the verdict, before the switch it leads to.
  const decided = () => finished || /canary analysis: (promote|roll back)/u.test(command.output());
  const views = await Promise.all([
    visitor(contexts[0]!, canaryBucket, decided),
    visitor(contexts[1]!, canaryBucket, decided),
    visitor(contexts[2]!, liveBucket, decided),
  ]);
  return { ...(await result), seconds: (Date.now() - started) / 1000, views };
}

test("a healthy canary is promoted at the end of the window, its numbers printed", async ({ browser }) => {
  edits.replace(planSource, 'eyebrow: "現場蔵クラウド",', 'eyebrow: "現場蔵クラウド 新プラン",');
  const before = readRegistryOf(siteDir).apps.cloud.live;
  const outcome = await whileVisitorsCome(browser, deploy());
  expect(outcome.status, outcome.output).toBe(0);
  expect(outcome.output).toMatch(/canary analysis: promote cloud \S+: canary (\d+) views, 0 errored/u);
  const canaryViews = Number(/promote cloud \S+: canary (\d+) views/u.exec(outcome.output)?.[1]);
  expect(canaryViews).toBeGreaterThanOrEqual(30);
  const channel = readRegistryOf(siteDir).apps.cloud;
  expect(channel.canary).toBeUndefined();
  expect(channel.live).not.toBe(before);
  expect(channel.previous[0]).toBe(before);
});

test("a canary without enough traffic is rolled back with exit code 3", async () => {
  // The sources as they were: the version before, rebuilt from turbo's cache, goes out as the canary.
  edits.restore();
  const live = readRegistryOf(siteDir).apps.cloud.live;
  // No visitor comes, so the verdict is the same whatever the window: a short one.
  const outcome = await deploy(5).done;
  expect(outcome.status, outcome.output).toBe(3);
  // A view of this version sent as the last test's live visitors left may still land in the window.
  const views = /roll back cloud \S+ \(not enough traffic\): canary (\d+) views/u.exec(outcome.output)?.[1];
  expect(views, outcome.output).toBeDefined();
  expect(Number(views)).toBeLessThan(30);
  const channel = readRegistryOf(siteDir).apps.cloud;
  expect(channel.canary).toBeUndefined();
  expect(channel.live).toBe(live);
});

test("a canary whose pages throw in the browser after hydration is rolled back while visitors come", async ({
  browser,
}) => {
  edits.replace(
    switchSource,
    "useEffect(() => setInteractive(true), []);",
    `useEffect(() => {
    setInteractive(true);
    const broken = setTimeout(() => {
      throw new Error("broken after hydration");
    });
    return () => clearTimeout(broken);
  }, []);`,
  );
  const live = readRegistryOf(siteDir).apps.cloud.live;
  // A window long enough that ending before it shows the rule acted on the errors, however slow the machine.
  const outcome = await whileVisitorsCome(browser, deploy(60));
  expect(outcome.status, outcome.output).toBe(1);
  expect(outcome.output).toMatch(/roll back cloud \S+ \(error rate\): canary \d+ views, \d+ errored/u);
  expect(outcome.output).not.toMatch(/\(0 s left\)/u);
  expect(outcome.seconds).toBeLessThan(60);
  const channel = readRegistryOf(siteDir).apps.cloud;
  expect(channel.canary).toBeUndefined();
  expect(channel.live).toBe(live);
});
