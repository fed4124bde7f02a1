// `npm run size`: the JavaScript a browser downloads before a prerendered page is interactive
// (hydrated), measured in Chromium against the production build, and checked against the budget of
// ARCHITECTURE.md section 9. It builds nothing: run `npm run build` first.
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, serveBuiltSite } from "./support/builtSite.mjs";

const budgetBytes = 120 * 1024;
const port = Number(process.env.SIZE_PORT ?? 4571);
// One page of every template, in every app that renders it.
const pages = [
  { name: "home (shell)", path: "/" },
  { name: "company legal (shell)", path: "/privacy" },
  { name: "product (cloud)", path: "/cloud" },
  { name: "landing (cloud)", path: "/adlp/cloud_app" },
  { name: "product (pad-hardware)", path: "/pad/tough" },
  { name: "price table (pad-hardware)", path: "/care/price" },
  { name: "product (goyo)", path: "/goyo/dx" },
  { name: "spec table (goyo)", path: "/kokuban/spec" },
  { name: "FAQ (support)", path: "/faq/cloud" },
  { name: "form (support)", path: "/contact" },
  { name: "legal (support)", path: "/terms/genbagura_service" },
  { name: "download (support)", path: "/download/connect" },
  { name: "listing (news)", path: "/news" },
  { name: "article (news)", path: "/news/pressrelease/20160203" },
  { name: "case study (news)", path: "/case/001" },
  { name: "seminar (news)", path: "/seminar/20261203" },
  { name: "campaign (news)", path: "/campaign/20250116newyear" },
  { name: "glossary term (news)", path: "/special/dictionary/cals-ec" },
];

const site = await serveBuiltSite(port, ".e2e/size-data");
const { origin } = site;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

const rows = [];
try {
  for (const { name, path } of pages) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await response
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: body.length }));
      scripts.set(response.url(), {
        transferred: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
        raw: body.length,
      });
    });
    await page.goto(origin + path);
    await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
    const files = [...scripts.entries()].map(([url, sizes]) => ({
      file: new URL(url).pathname,
      ...sizes,
    }));
    const sum = (key) => files.reduce((total, file) => total + file[key], 0);
    rows.push({
      page: name,
      path,
      raw: sum("raw"),
      gzip: sum("gzip"),
      transferred: sum("transferred"),
      files: files.sort((a, b) => b.gzip - a.gzip),
    });
    await page.close();
  }
} finally {
  await browser.close();
  site.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("JavaScript before interactive (hydrated), measured in Chromium");
console.log(["page", "path", "files", "raw", "gzip", "transferred (br)", "budget"].join("\t"));
for (const row of rows) {
  console.log(
    [
      row.page,
      row.path,
      row.files.length,
      kb(row.raw),
      kb(row.gzip),
      kb(row.transferred),
      row.gzip <= budgetBytes ? "ok" : "OVER",
    ].join("\t"),
  );
}
// Where the bytes of the heaviest page go, file by file: the first place to look when a page is over.
const heaviest = rows.reduce((max, row) => (row.gzip > max.gzip ? row : max));
console.log(`\nFiles of ${heaviest.path} (gzip):`);
for (const file of heaviest.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/size.json", JSON.stringify({ budgetBytes, rows }, null, 2));
const over = rows.filter((row) => row.gzip > budgetBytes);
if (over.length > 0) {
  console.error(`Over the ${kb(budgetBytes)} gzip budget: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
