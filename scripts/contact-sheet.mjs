// @ts-check
// Writes reports/layout/index.html: every screenshot the layout test saved (`npm run screenshots`), grouped
// by template, each with its template and width, for a person to look at side by side. The screenshots are
// named `<template>-<width>.png` by e2e/layout.spec.ts. Usage: npm run contact-sheet [-- <dir>]
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(process.argv[2] ?? "reports/layout");
const shotName = /^(?<template>.+)-(?<width>\d+)\.png$/u;

/** @param {string} file @returns {{ width: number; height: number }} the size a PNG's header states */
function pngSize(file) {
  const header = readFileSync(file).subarray(0, 24);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/gu,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );

const files = existsSync(dir) ? readdirSync(dir) : [];
/** @type {Map<string, { file: string; width: number; size: { width: number; height: number } }[]>} */
const byTemplate = new Map();
for (const file of files.sort()) {
  const match = shotName.exec(file);
  if (!match?.groups) continue;
  const { template = "", width = "0" } = match.groups;
  const shots = byTemplate.get(template) ?? [];
  shots.push({ file, width: Number(width), size: pngSize(path.join(dir, file)) });
  byTemplate.set(template, shots);
}
if (byTemplate.size === 0) {
  console.error(`No screenshots in ${dir}: run \`npm run screenshots\` first.`);
  process.exit(1);
}

const sections = [...byTemplate].map(([template, shots]) => {
  const figures = shots
    .sort((a, b) => a.width - b.width)
    .map(({ file, width, size }) => {
      // Shown at a fixed share of the viewport width: a 390 px page beside a 1280 px page at their ratio.
      const shown = Math.round((width / 1280) * 560);
      const height = Math.round((size.height / size.width) * shown);
      return `<figure><figcaption>${escapeHtml(template)} · ${width} px · ${size.height} px tall</figcaption>
<a href="${encodeURI(file)}"><img src="${encodeURI(file)}" width="${shown}" height="${height}" loading="lazy" alt="${escapeHtml(`${template} at ${width} px`)}"></a></figure>`;
    })
    .join("\n");
  return `<section id="${escapeHtml(template)}"><h2>${escapeHtml(template)}</h2><div class="row">${figures}</div></section>`;
});

const count = [...byTemplate.values()].reduce((sum, shots) => sum + shots.length, 0);
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Layout contact sheet</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; background: #f3f4f6; color: #111827; }
nav a { margin-right: 12px; }
section { margin: 32px 0; }
.row { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
figure { margin: 0; background: #fff; padding: 8px; box-shadow: 0 1px 3px #0002; }
figcaption { font-weight: 600; margin-bottom: 6px; }
img { display: block; border: 1px solid #d1d5db; height: auto; }
</style></head><body>
<h1>Layout contact sheet</h1>
<p>${count} screenshots of ${byTemplate.size} templates from <code>e2e/layout.spec.ts</code>, written ${new Date().toISOString()}. Click a screenshot for full size.</p>
<nav>${[...byTemplate.keys()].map((template) => `<a href="#${escapeHtml(template)}">${escapeHtml(template)}</a>`).join("")}</nav>
${sections.join("\n")}
</body></html>
`;
const out = path.join(dir, "index.html");
writeFileSync(out, html);
console.log(
  `Wrote ${path.relative(process.cwd(), out)}: ${count} screenshots of ${byTemplate.size} templates.`,
);
