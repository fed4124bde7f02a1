// `npm run size`: the JavaScript a browser downloads before a prerendered page is interactive
// (hydrated), measured in Chromium against the production build, and checked against the budget of
// ARCHITECTURE.md section 9. It builds nothing: run `npm run build` first.
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, serveBuiltSite } from "./support/builtSite.mjs";

const budgetBytes = 120 * 1024;
const port = Number(process.env.SIZE_PORT ?? 4571);
const pages = [
  { name: "home (shell)", path: "/" },
  { name: "cloud", path: "/cloud" },
  { name: "pad-hardware", path: "/pad/tough" },
  { name: "goyo", path: "/goyo/dx" },
  { name: "support", path: "/faq/cloud" },
  { name: "news", path: "/news" },
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
    const files = [...scripts.values()];
    const sum = (key) => files.reduce((total, file) => total + file[key], 0);
    rows.push({
      page: name,
      path,
      files: files.length,
      raw: sum("raw"),
      gzip: sum("gzip"),
      transferred: sum("transferred"),
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
      row.files,
      kb(row.raw),
      kb(row.gzip),
      kb(row.transferred),
      row.gzip <= budgetBytes ? "ok" : "OVER",
    ].join("\t"),
  );
}
mkdirSync("reports", { recursive: true });
writeFileSync("reports/size.json", JSON.stringify({ budgetBytes, rows }, null, 2));
const over = rows.filter((row) => row.gzip > budgetBytes);
if (over.length > 0) {
  console.error(`Over the ${kb(budgetBytes)} gzip budget: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
