import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { e2eSiteDir } from "./support/environment";

// Styles: the design system is one versioned stylesheet of the shell, a remote ships only its
// own components' CSS Modules, pages link what they need in the head, and no CSS travels in scripts.

const apps = ["shell", "cloud", "pad-hardware", "goyo", "support", "news"] as const;

function liveVersionDir(app: string): string {
  const registry = JSON.parse(readFileSync(path.join(e2eSiteDir, "registry.json"), "utf8")) as {
    apps: Record<string, { live: string }>;
  };
  const version = registry.apps[app]?.live;
  if (!version) throw new Error(`no live version of ${app}`);
  return path.join(e2eSiteDir, "store", app, version);
}

function filesUnder(directory: string, extension: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Selectors of the style rules (at-rule preludes and keyframe steps left out), strings and url() removed. */
function ruleSelectors(css: string): string[] {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/"[^"]*"|'[^']*'/g, "")
    .replace(/url\([^)]*\)/g, "");
  return [...plain.matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? "").trim())
    .filter((prelude) => !prelude.startsWith("@") && !/^(from|to|[\d.]+%)(,|$)/.test(prelude))
    .flatMap((selector) => selector.split(","));
}

const classNames = (selector: string) =>
  [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? "");

/** Declaration blocks of a stylesheet long enough to be recognisable if a script carried them. */
function declarationBlocks(css: string): string[] {
  return [...css.matchAll(/\{([^{}]{24,})\}/g)].map((match) => match[1] ?? "");
}

test.describe("the built stylesheets", () => {
  test("the shell ships the design system, every class of it g- prefixed", () => {
    const client = path.join(liveVersionDir("shell"), "client");
    const manifest = JSON.parse(readFileSync(path.join(client, "entry-manifest.json"), "utf8")) as {
      stylesheets: string[];
    };
    expect(manifest.stylesheets).toEqual([expect.stringMatching(/^ui\.[0-9a-f]{8}\.css$/)]);
    expect(filesUnder(client, ".css").map((file) => path.basename(file))).toEqual(manifest.stylesheets);
    const css = readFileSync(path.join(client, manifest.stylesheets[0] ?? ""), "utf8");
    const foreign = ruleSelectors(css)
      .flatMap(classNames)
      .filter((name) => !name.startsWith("g-") && name !== "is-ios");
    expect(foreign).toEqual([]);
    // LightningCSS wrote it for current browsers: nothing lowered for old ones.
    expect(css).not.toContain(":-moz-any(");
    // Minified by a CSS parser, not by patterns: every generated `content` of the sources, strings with
    // spaces and colons included (`"(" counter(g-legal-item) ")"`), is in the output as written.
    const generatedContent = filesUnder("packages/ui/src", ".css").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/[{;\s]content:\s*([^;}]*"[^;}]*?)\s*[;}]/g)].map(
        (m) => m[1] ?? "",
      ),
    );
    expect(generatedContent.filter((value) => value !== '""').length).toBeGreaterThan(0);
    expect(generatedContent.filter((value) => !css.includes(`content:${value}`))).toEqual([]);
  });

  test("a remote's CSS names only its own compiled classes, so it cannot style another app's markup", () => {
    let remoteRules = 0;
    for (const app of apps.filter((name) => name !== "shell")) {
      for (const file of filesUnder(path.join(liveVersionDir(app), "client"), ".css")) {
        const selectors = ruleSelectors(readFileSync(file, "utf8"));
        remoteRules += selectors.length;
        for (const selector of selectors) {
          const names = classNames(selector);
          expect(names.length, `${app}: ${selector}`).toBeGreaterThan(0);
          expect(
            names.filter((name) => !name.startsWith(`${app}-`)),
            `${app}: ${selector}`,
          ).toEqual([]);
        }
      }
    }
    // At least one remote owns CSS (news: the case study filters), so the check above checks something.
    expect(remoteRules).toBeGreaterThan(0);
  });

  test("no script, browser chunk or server bundle, carries CSS, and server bundles emit none", () => {
    const blocks = apps.flatMap((app) =>
      filesUnder(path.join(liveVersionDir(app), "client"), ".css").flatMap((file) =>
        declarationBlocks(readFileSync(file, "utf8")),
      ),
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const app of apps) {
      expect(filesUnder(path.join(liveVersionDir(app), "server"), ".css")).toEqual([]);
      const scripts = [
        ...filesUnder(path.join(liveVersionDir(app), "client"), ".js"),
        ...filesUnder(path.join(liveVersionDir(app), "server"), ".cjs"),
      ];
      for (const script of scripts) {
        const text = readFileSync(script, "utf8");
        expect(
          blocks.filter((block) => text.includes(block)),
          script,
        ).toEqual([]);
      }
    }
  });
});

/** A page of each family, and the element whose style shows that its stylesheets applied. */
const familyPages = [
  { owner: "shell", path: "/privacy" },
  { owner: "cloud", path: "/cloud" },
  { owner: "pad-hardware", path: "/pad/tough" },
  { owner: "goyo", path: "/goyo/dx" },
  { owner: "support", path: "/faq/cloud" },
  { owner: "news", path: "/case" },
];

/** The site header's navy top border comes from the design system's tokens and SiteHeader.css. */
async function headerBorder(page: Page) {
  return page
    .locator("header.g-header")
    .evaluate((header) => [getComputedStyle(header).borderTopWidth, getComputedStyle(header).borderTopColor]);
}

const caseFilters = 'nav[aria-label="導入事例の絞り込み"]';

for (const { owner, path: pagePath } of familyPages) {
  test(`${pagePath} (${owner}) is styled on first paint, before any script, by the stylesheets it links`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(pagePath);
    const html = (await response?.text()) ?? "";
    const head = html.slice(0, html.indexOf("<body"));
    const linked = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map(
      (match) => match[1] ?? "",
    );
    // In the head, before the body: the page is never painted without them.
    expect(linked[0]).toMatch(/^\/assets\/shell\/[0-9a-f]{10}\/ui\.[0-9a-f]{8}\.css$/);
    // Exactly the design system and the owner's own stylesheet (when it has one), nobody else's.
    for (const href of linked.slice(1))
      expect(href).toMatch(new RegExp(`^/assets/${owner}/[0-9a-f]{10}/[^/]+\\.css$`));
    expect(await headerBorder(page)).toEqual(["4px", "rgb(11, 47, 91)"]);
    if (owner === "news") {
      expect(linked).toHaveLength(2);
      expect(await page.locator(caseFilters).evaluate((nav) => getComputedStyle(nav).display)).toBe("grid");
    }
    await context.close();
  });
}

test("a client navigation into another remote shows its page already styled, loading its CSS once", async ({
  page,
}) => {
  await page.goto("/cloud");
  await page.waitForLoadState("networkidle");
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/news/"]').count()).toBe(0);
  // Record the filters' display at the moment React inserts them, before any later paint could fix it.
  await page.evaluate((selector) => {
    const seen: string[] = [];
    Object.assign(window, { __filtersDisplay: seen, __samePage: true });
    new MutationObserver(() => {
      const nav = document.querySelector(selector);
      if (nav && seen.length === 0) seen.push(getComputedStyle(nav).display);
    }).observe(document.body, { childList: true, subtree: true });
  }, caseFilters);
  await page.locator("header summary.g-nav__summary", { hasText: "導入事例" }).click();
  await page.locator('header a.g-nav__link[href="/case"]').click();
  await expect(page.locator(caseFilters)).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.evaluate(() => (window as { __filtersDisplay?: string[] }).__filtersDisplay)).toEqual([
    "grid",
  ]);
  expect(await headerBorder(page)).toEqual(["4px", "rgb(11, 47, 91)"]);

  // Back into another remote and again to the news page: the news stylesheet is linked once, not per visit.
  await page.locator("header summary.g-nav__summary", { hasText: "タブレット・機器" }).click();
  await page.locator('header a.g-nav__link[href="/pad"]').click();
  await expect(page).toHaveURL(/\/pad$/);
  await page.goBack();
  await expect(page.locator(caseFilters)).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/news/"]').count()).toBe(1);
});

test("a news page loaded directly keeps the one stylesheet the server linked after hydrating", async ({
  page,
}) => {
  await page.goto("/case");
  await page.waitForLoadState("networkidle");
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/news/"]').count()).toBe(1);
  expect(await page.locator(caseFilters).evaluate((nav) => getComputedStyle(nav).display)).toBe("grid");
});
