// Prints the server time of the site search (`/search`, median and p99) over a few hundred queries, the
// round trip seen from loopback, and the size of the index the origin answers from, over the last
// `npm run build`. A benchmark, not a test: run it on a quiet machine. Traffic goes to loopback only, one
// request at a time, bounded in count.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { openSearchIndex } from "../apps/server/dist/search-index.mjs";
import searchQueries from "../e2e/support/searchQueries.json" with { type: "json" };
import { serveBuiltSite } from "./support/builtSite.mjs";

const port = Number(process.env.BENCH_PORT ?? 4391);
const count = Number(process.env.BENCH_QUERIES ?? 400);
const siteDir = process.env.SITE_DIR ?? "site";

const registry = JSON.parse(readFileSync(path.join(siteDir, "registry.json"), "utf8"));
const live = Object.entries(registry.apps)
  .map(([app, channel]) => `${app}.${channel.live}`)
  .join("_");
const indexFile = path.join(siteDir, "search", `${live}.json`);
const pages = JSON.parse(readFileSync(path.join(siteDir, "snapshots", `${live}.json`), "utf8"));

/**
 * The questions of the e2e set, then words of the live pages' titles, alone and in pairs, in hiragana and
 * in half-width forms: the kinds of query visitors type, in a fixed order.
 */
function queries() {
  const words = [
    ...new Set(
      pages
        .filter((page) => !page.noindex)
        .flatMap((page) => page.title.replace(/\|.*$/, "").split(/[\s「」『』()・、。:|]+/u))
        .filter((word) => word.length >= 2 && word.length <= 12),
    ),
  ];
  const toHiragana = (text) =>
    text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  const list = searchQueries.queries.map((entry) => entry.query);
  for (let index = 0; list.length < count && index < words.length * 4; index += 1) {
    const word = words[index % words.length];
    const other = words[(index * 7 + 3) % words.length];
    const variants = [word, `${word} ${other}`, toHiragana(word), word.normalize("NFKD")];
    list.push(variants[Math.floor(index / words.length) % variants.length]);
  }
  return list.slice(0, count);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** The index alone, in this process: how much of the server time is the search itself. */
function measureIndex(list) {
  let started = performance.now();
  const index = openSearchIndex(readFileSync(indexFile, "utf8"));
  const open = performance.now() - started;
  for (const query of list.slice(0, 20)) index.search(query);
  const times = list.map((query) => {
    started = performance.now();
    index.search(query);
    return performance.now() - started;
  });
  return { open, times: times.sort((a, b) => a - b) };
}

const indexOnly = measureIndex(queries());
const server = await serveBuiltSite(port, `.bench-data-${port}`);
try {
  const ask = async (query) => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/search?q=${encodeURIComponent(query)}`);
    await response.arrayBuffer();
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
    if (response.status !== 200 || !timing) throw new Error(`/search?q=${query}: ${response.status}`);
    return { server: Number(timing[1]), roundTrip: performance.now() - started };
  };
  // The first query opens the index of the visitor's versions.
  const first = await ask("タブレット");
  const list = queries();
  for (const query of list.slice(0, 20)) await ask(query); // warm-up
  const server_ = [];
  const roundTrip = [];
  for (const query of list) {
    const result = await ask(query);
    server_.push(result.server);
    roundTrip.push(result.roundTrip);
  }
  server_.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  const indexBytes = statSync(indexFile).size;
  const searchDir = path.join(siteDir, "search");
  console.log(`queries                 ${list.length}`);
  console.log(
    `server time   median    ${ms(percentile(server_, 0.5))}   p99 ${ms(percentile(server_, 0.99))}   max ${ms(server_.at(-1))}`,
  );
  console.log(
    `round trip    median    ${ms(percentile(roundTrip, 0.5))}   p99 ${ms(percentile(roundTrip, 0.99))}`,
  );
  console.log(`first query (opens the index) ${ms(first.server)}`);
  console.log(
    `index query   median    ${ms(percentile(indexOnly.times, 0.5))}   p99 ${ms(percentile(indexOnly.times, 0.99))}   (in process, excerpts included; opened in ${ms(indexOnly.open)})`,
  );
  console.log(
    `index         ${(indexBytes / 1024 / 1024).toFixed(2)} MB for ${pages.filter((page) => !page.noindex).length} indexable pages (${readdirSync(searchDir).length} index files in ${searchDir})`,
  );
} finally {
  server.stop();
}
