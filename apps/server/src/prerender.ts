// Prerenders every concrete route of the assembled site to `index.html` + `_payload.json`, writes the
// build info and the CDN redirect files, then precompresses what the origin serves.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  isRedirectSource,
  matchesOwnershipPattern,
  type RouteParams,
  type RouteRegistration,
  redirectTable,
  toNetlifyRedirects,
  toNginxInclude,
  validateRedirectTable,
} from "@genbagura/routing";
import { readConfig } from "./config";
import { isCompressible } from "./http/contentTypes";
import { writePostalChunks } from "./postal/postalChunks";
import { findMetadataProblems, type PageMetadata } from "./seo/metadataCheck";
import { ogImageFamilies, ogImagePng } from "./seo/ogImages";
import { robotsTxt } from "./seo/robots";
import { type SitemapEntry, sitemapFiles } from "./seo/sitemap";
import { siteFiles } from "./site/siteFiles";
import { createSiteState } from "./site/siteState";

/** Routes that must answer per visitor (signed-in pages) are never written to disk. */
function isPrerenderable(registration: RouteRegistration): boolean {
  return !(registration.guards ?? []).some((guard) => guard === "licence" || guard === "premium");
}

function matchesAny(prefixes: readonly string[], routePath: string): boolean {
  return prefixes.some((prefix) => matchesOwnershipPattern(prefix, routePath.replace(/:\w+\??/g, "x")));
}

function fillPath(pattern: string, params: RouteParams): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

async function concretePaths(registration: RouteRegistration): Promise<string[]> {
  if (registration.path.includes("*")) return [];
  if (!registration.path.includes(":")) return [registration.path];
  const params = registration.prerender ? await registration.prerender() : [];
  return params.map((set) => fillPath(registration.path, set));
}

function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !isCompressible(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Postal chunks are many, small and rarely fetched: compressed on the fly instead.
    if (file.includes(`${path.sep}postal${path.sep}`)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    // Hashed assets are compressed once and cached for a year: worth the best ratio. Pages change with
    // every build, so they get a fast, still good setting.
    const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: hashed ? 9 : 6 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5 } }),
    );
    count += 1;
  }
  return count;
}

async function main() {
  const started = Date.now();
  const config = readConfig();
  const files = siteFiles(config.siteDir);
  const state = createSiteState({
    files,
    registryFile: config.registryFile,
    origin: config.siteOrigin,
    sessionProbe: async () => false,
  })();
  if (state.unavailable.size > 0)
    throw new Error(`Remotes unavailable at prerender: ${[...state.unavailable].join(", ")}`);

  validateRedirectTable(redirectTable);
  writeFileSync(path.join(config.siteDir, "redirects.nginx.conf"), toNginxInclude(redirectTable));
  writeFileSync(path.join(files.publicDir, "_redirects"), toNetlifyRedirects(redirectTable));

  await writePostalChunks(path.join(files.publicDir, "postal"));

  const prerendered: string[] = [];
  const skipped: string[] = [];
  const indexable: (PageMetadata & SitemapEntry)[] = [];
  const ownerOf = new Map(state.renderer.registrations.map((registration) => [registration.path, ""]));
  for (const remote of state.registry.remotes) {
    for (const registration of state.renderer.registrations) {
      if (matchesAny(remote.prefixes, registration.path)) ownerOf.set(registration.path, remote.name);
    }
  }
  for (const registration of state.renderer.registrations) {
    if (!isPrerenderable(registration)) continue;
    for (const pagePath of await concretePaths(registration)) {
      if (isRedirectSource(pagePath)) continue;
      const request = new Request(new URL(pagePath, config.siteOrigin));
      const document = await state.renderer.renderDocument(request);
      if (document.kind !== "html" || document.status !== 200) {
        skipped.push(`${pagePath} (${document.status})`);
        continue;
      }
      const payload = await state.renderer.renderPayload(request);
      if (payload.kind !== "json" || payload.status !== 200) {
        skipped.push(`${pagePath} (payload ${payload.status})`);
        continue;
      }
      const dir = path.join(files.publicDir, pagePath);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "index.html"), document.html);
      writeFileSync(path.join(dir, "_payload.json"), payload.json);
      prerendered.push(pagePath);
      if (!document.noindex) {
        indexable.push({
          path: pagePath,
          owner: ownerOf.get(registration.path) || "shell",
          title: document.title,
          description: document.description,
          ...(document.lastModified ? { lastModified: document.lastModified } : {}),
        });
      }
    }
  }

  const metadataProblems = findMetadataProblems(indexable);
  if (metadataProblems.length > 0) {
    throw new Error(`Titles and descriptions must be present and unique:\n${metadataProblems.join("\n")}`);
  }
  for (const [file, xml] of sitemapFiles(config.siteOrigin, indexable)) {
    mkdirSync(path.dirname(path.join(files.publicDir, file)), { recursive: true });
    writeFileSync(path.join(files.publicDir, file), xml);
  }
  writeFileSync(path.join(files.publicDir, "robots.txt"), robotsTxt(config.siteOrigin));
  mkdirSync(path.join(files.publicDir, "og"), { recursive: true });
  for (const family of ogImageFamilies) {
    writeFileSync(path.join(files.publicDir, `og/${family}.png`), ogImagePng(family));
  }

  const latest = { id: state.buildId, timestamp: Date.now() };
  mkdirSync(path.join(files.publicDir, "builds/meta"), { recursive: true });
  writeFileSync(path.join(files.publicDir, "builds/latest.json"), JSON.stringify(latest));
  const remotes = Object.fromEntries(state.registry.remotes.map((remote) => [remote.name, remote.version]));
  writeFileSync(
    path.join(files.publicDir, `builds/meta/${state.buildId}.json`),
    JSON.stringify({ ...latest, prerendered, remotes }),
  );

  const compressed = [
    files.publicDir,
    path.join(config.siteDir, "shell/client"),
    path.join(config.siteDir, "remotes"),
  ]
    .map(precompress)
    .reduce((sum, count) => sum + count, 0);
  console.log(
    `prerendered ${prerendered.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${compressed} files precompressed; ${skipped.length} skipped${skipped.length ? `: ${skipped.join(", ")}` : ""}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
