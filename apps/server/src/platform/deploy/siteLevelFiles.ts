import path from "node:path";
import { illustrationNames, shareImagePath } from "@genbagura/illustrations/drawings";
import { redirectTable, toNetlifyRedirects, toNginxInclude, validateRedirectTable } from "@genbagura/routing";
import { writePostalChunks } from "../../marketing/postal/postalChunks";
import { staticFileSecurityHeaders } from "../http/securityHeaders";
import { findMetadataProblems } from "../seo/metadataCheck";
import { drawingOgImagePng, ogImageFamilies, ogImagePng } from "../seo/ogImages";
import { robotsTxt } from "../seo/robots";
import { sitemapFiles } from "../seo/sitemap";
import type { SiteLayout } from "../site/siteLayout";
import { nginxSiteConfig } from "../topology/nginxConfig";
import type { PageRecord } from "./pagePublisher";
import { writeFileAtomic, writeServedFile } from "./siteFileWriter";

/** Titles and descriptions must be present and unique among the live indexable pages. */
export function metadataProblems(pages: readonly PageRecord[]): string[] {
  return findMetadataProblems(pages.filter((page) => !page.noindex));
}

/** The sitemaps of the live pages: rewritten by every switch that changes which pages are live. */
export function writeSitemaps(layout: SiteLayout, origin: string, pages: readonly PageRecord[]): void {
  const indexable = pages.filter((page) => !page.noindex);
  for (const [file, xml] of sitemapFiles(origin, indexable))
    writeServedFile(path.join(layout.publicDir, file), xml);
}

/** Files of the whole site that no app owns: written by `npm run build` (the origin's own release). */
export async function writeOriginFiles(layout: SiteLayout, origin: string): Promise<void> {
  validateRedirectTable(redirectTable);
  writeFileAtomic(path.join(layout.root, "redirects.nginx.conf"), toNginxInclude(redirectTable));
  writeFileAtomic(
    path.join(layout.root, "deploy/nginx-site.conf"),
    nginxSiteConfig(layout.root, await staticFileSecurityHeaders()),
  );
  writeServedFile(path.join(layout.publicDir, "_redirects"), toNetlifyRedirects(redirectTable));
  writeServedFile(path.join(layout.publicDir, "robots.txt"), robotsTxt(origin));
  for (const family of ogImageFamilies) {
    writeFileAtomic(path.join(layout.publicDir, `og/${family}.png`), ogImagePng(family));
  }
  for (const name of illustrationNames) {
    writeFileAtomic(path.join(layout.publicDir, shareImagePath(name)), drawingOgImagePng(name));
  }
  await writePostalChunks(path.join(layout.publicDir, "postal"));
}
