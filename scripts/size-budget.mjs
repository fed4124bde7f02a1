// `npm run size`: the JavaScript a browser downloads before a prerendered page is interactive
// (hydrated), measured in Chromium against the production build, and checked against each template's
// budget (ARCHITECTURE.md section 9): gzip level 9 of every script body, with the brotli bytes the
// origin actually served beside it. It builds nothing: run `npm run build` first.
import { mkdirSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumFlags, playwrightChromiumPath, serveBuiltSite } from "./support/builtSite.mjs";

const KB = 1024;
/** Budgets in gzip bytes per template. */
export const templates = {
  shell: { label: "shell page", budget: 120 * KB },
  remote: { label: "remote content page", budget: 150 * KB },
  form: { label: "form page", budget: 155 * KB },
};

/** One page of every template, in every app that renders it. */
export const pages = [
  { name: "home (shell)", path: "/", template: "shell" },
  { name: "company (shell)", path: "/about", template: "shell" },
  { name: "legal (shell)", path: "/privacy", template: "shell" },
  { name: "sitemap (shell)", path: "/sitemap", template: "shell" },
  // Rendered per request, with a query: budgeted as a shell page (ARCHITECTURE.md section 13).
  {
    name: "search results (shell)",
    path: `/search?q=${encodeURIComponent("タブレット")}`,
    template: "shell",
  },
  { name: "product (cloud)", path: "/cloud", template: "remote" },
  // An ad page ends with its own short form: budgeted as a form page.
  { name: "landing with form (cloud)", path: "/adlp/cloud_app", template: "form" },
  { name: "product (pad-hardware)", path: "/pad/tough", template: "remote" },
  { name: "price table (pad-hardware)", path: "/care/price", template: "remote" },
  { name: "landing with form (pad-hardware)", path: "/adlp/products/pad_tough/01", template: "form" },
  { name: "product (goyo)", path: "/goyo/dx", template: "remote" },
  { name: "spec table (goyo)", path: "/kokuban/spec", template: "remote" },
  { name: "FAQ (support)", path: "/faq/cloud", template: "remote" },
  { name: "legal (support)", path: "/terms/genbagura_service", template: "remote" },
  { name: "listing (news)", path: "/news", template: "remote" },
  { name: "article (news)", path: "/news/pressrelease/20160203", template: "remote" },
  { name: "case study (news)", path: "/case/001", template: "remote" },
  { name: "campaign (news)", path: "/campaign/20250116newyear", template: "remote" },
  { name: "dictionary (news)", path: "/special/dictionary/cals-ec", template: "remote" },
  { name: "contact form (support)", path: "/contact", template: "form" },
  { name: "download gate (support)", path: "/download/connect", template: "form" },
  { name: "seminar registration (news)", path: "/seminar/20261203", template: "form" },
];

/** The performance mark the shell sets when the page is hydrated (apps/shell/src/platform/hydration.ts). */
const hydratedMark = "genbagura:hydrated";

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Loads each page in a fresh Chromium page and records every script fetched before hydration:
 * raw bytes, gzip -9 of the body, and the encoded body size as served (brotli). `prepare(page)` runs
 * before each page loads (scripts/size-without-federation.mjs serves another build's scripts there).
 */
export async function measurePages(origin, list = pages, { prepare } = {}) {
  const browser = await chromium.launch({ executablePath: playwrightChromiumPath, args: chromiumFlags });
  const rows = [];
  try {
    for (const { name, path, template } of list) {
      const page = await browser.newPage();
      await prepare?.(page);
      const pending = [];
      const scripts = new Map();
      let hydrated = false;
      page.on("response", (response) => {
        if (hydrated || response.request().resourceType() !== "script") return;
        pending.push(
          (async () => {
            // Epoch milliseconds, compared with the page's hydration mark below.
            const startedAt = response.request().timing().startTime;
            const body = await response.body().catch(() => Buffer.alloc(0));
            const sizes = await response
              .request()
              .sizes()
              .catch(() => ({ responseBodySize: body.length }));
            scripts.set(response.url(), {
              startedAt,
              served: sizes.responseBodySize,
              encoding: (await response.headerValue("content-encoding").catch(() => null)) ?? "identity",
              gzip: gzipSync(body, { level: 9 }).length,
              raw: body.length,
            });
          })(),
        );
      });
      await page.goto(origin + path);
      await page.waitForSelector("html[data-hydrated='true']", { timeout: 30_000 });
      hydrated = true;
      // The shell marks the moment it is hydrated (`genbagura:hydrated`); what it fetches after that (in
      // idle time) is not part of the page's start-up, even when it arrives before the flag is seen here.
      const hydratedAt = await page.evaluate(
        (mark) =>
          performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? performance.now()),
        hydratedMark,
      );
      await Promise.all(pending);
      const files = [...scripts.entries()]
        .filter(([, sizes]) => sizes.startedAt <= hydratedAt)
        .map(([url, { startedAt: _startedAt, ...sizes }]) => ({ file: new URL(url).pathname, ...sizes }));
      const sum = (key) => files.reduce((total, file) => total + file[key], 0);
      rows.push({
        page: name,
        path,
        template,
        budget: templates[template].budget,
        raw: sum("raw"),
        gzip: sum("gzip"),
        served: sum("served"),
        files: files.sort((a, b) => b.gzip - a.gzip),
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printRows(rows, { perFile = true } = {}) {
  console.log("JavaScript before hydration, measured in Chromium (gzip -9; brotli as served)");
  console.log(["page", "path", "template", "files", "raw", "gzip", "served (br)", "budget"].join("\t"));
  for (const row of rows) {
    console.log(
      [
        row.page,
        row.path,
        row.template,
        row.files.length,
        kb(row.raw),
        kb(row.gzip),
        kb(row.served),
        `${row.gzip <= row.budget ? "ok" : "OVER"} (${kb(row.budget)})`,
      ].join("\t"),
    );
  }
  console.log("\nPer template (heaviest page):");
  for (const [key, { label, budget }] of Object.entries(templates)) {
    const ofTemplate = rows.filter((row) => row.template === key);
    if (ofTemplate.length === 0) continue;
    const heaviest = ofTemplate.reduce((max, row) => (row.gzip > max.gzip ? row : max));
    console.log(
      `  ${label.padEnd(20)} ${kb(heaviest.gzip).padStart(9)} gzip ${kb(heaviest.served).padStart(9)} br  budget ${kb(budget)}  (${heaviest.path})`,
    );
  }
  if (!perFile) return;
  for (const row of rows) {
    console.log(`\nFiles of ${row.path} (gzip / brotli as served):`);
    for (const file of row.files) {
      console.log(`  ${kb(file.gzip).padStart(9)}  ${kb(file.served).padStart(9)}  ${file.file}`);
    }
  }
}

async function main() {
  const port = Number(process.env.SIZE_PORT ?? 4571);
  const site = await serveBuiltSite(port, ".e2e/size-data");
  let rows;
  try {
    rows = await measurePages(site.origin);
  } finally {
    site.stop();
  }
  printRows(rows);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/size.json", JSON.stringify({ templates, rows }, null, 2));
  // `--enforce shell,remote`: only those templates fail the run (the others are reported). Without it,
  // every template must be within its budget.
  const enforceIndex = process.argv.indexOf("--enforce");
  const enforced =
    enforceIndex > 0 ? (process.argv[enforceIndex + 1]?.split(",") ?? []) : Object.keys(templates);
  const over = rows.filter((row) => row.gzip > row.budget);
  const describe = (list) => list.map((row) => `${row.path} ${kb(row.gzip)} > ${kb(row.budget)}`).join(", ");
  const reported = over.filter((row) => !enforced.includes(row.template));
  if (reported.length > 0) console.log(`\nOver budget, not enforced yet: ${describe(reported)}`);
  const failing = over.filter((row) => enforced.includes(row.template));
  if (failing.length > 0) {
    console.error(`\nOver budget: ${describe(failing)}`);
    process.exit(1);
  }
  console.log(`\nWithin budget: every ${enforced.join(", ")} page.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
