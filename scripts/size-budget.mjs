// `npm run size`: the JavaScript a browser downloads before a prerendered page is interactive
// (hydrated), measured in Chromium against the production build, and checked against the budget of
// ARCHITECTURE.md section 9. It builds nothing: run `npm run build` first.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const budgetBytes = 120 * 1024;
const port = Number(process.env.SIZE_PORT ?? 4571);
const origin = `http://localhost:${port}`;
const pages = [
  { name: "home (shell)", path: "/" },
  { name: "cloud", path: "/cloud" },
  { name: "pad-hardware", path: "/pad/tough" },
  { name: "goyo", path: "/goyo/dx" },
  { name: "support", path: "/faq/cloud" },
  { name: "news", path: "/news" },
];

if (!existsSync(`${process.env.SITE_DIR ?? "site"}/public/remotes.json`)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(2);
}

const server = spawn(process.execPath, ["apps/server/dist/main.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: ".e2e/size-data" },
  stdio: "ignore",
});
for (let attempt = 0; attempt < 100; attempt += 1) {
  try {
    if ((await fetch(`${origin}/remotes.json`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
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
  server.kill();
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
