import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { AppName } from "@genbagura/routing";

/**
 * Where the site keeps each kind of file (ARCHITECTURE.md section 10):
 *
 *   registry.json                      the registry (replaced atomically, never precompressed)
 *   store/<app>/<version>/             one published version, written once: client/, server/,
 *                                      public/ (the shell's static files), artifact.json
 *   pages/<composition>/<path>/        prerendered index.html, _payload.json, _meta.json
 *   public/                            site-level files: sitemaps, robots.txt, share images, postal data
 */
export interface SiteLayout {
  root: string;
  registryFile: string;
  storeDir: string;
  pagesDir: string;
  publicDir: string;
  versionDir: (app: AppName, version: string) => string;
  serverBundle: (app: AppName, version: string) => string;
  /** The file a URL path maps to for a visitor on `shellVersion`, or null (escapes the site, missing). */
  fileFor: (urlPath: string, shellVersion: string) => string | null;
  /** A file of a prerendered page (`index.html`, `_payload.json`, `_meta.json`), if it was written. */
  pageFile: (composition: string, pagePath: string, name: PageFileName) => string | null;
  pageFilePath: (composition: string, pagePath: string, name: PageFileName) => string;
}

export type PageFileName = "index.html" | "_payload.json" | "_meta.json";

function within(base: string, relative: string): string | null {
  const resolved = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  return resolved.startsWith(base + path.sep) || resolved === base ? resolved : null;
}

function existingFile(file: string | null): string | null {
  if (!file || !existsSync(file)) return null;
  return statSync(file).isFile() ? file : null;
}

const assetPath = /^\/assets\/([a-z-]+)\/([0-9a-f]{10})\/(.+)$/;

export function siteLayout(root: string, registryFile = path.join(root, "registry.json")): SiteLayout {
  const storeDir = path.join(root, "store");
  const pagesDir = path.join(root, "pages");
  const publicDir = path.join(root, "public");
  const versionDir = (app: AppName, version: string) => path.join(storeDir, app, version);
  const pageFilePath = (composition: string, pagePath: string, name: PageFileName) =>
    path.join(pagesDir, composition, path.posix.normalize(`/${pagePath}`), name);
  return {
    root,
    registryFile,
    storeDir,
    pagesDir,
    publicDir,
    versionDir,
    serverBundle: (app, version) =>
      path.join(versionDir(app, version), "server", app === "shell" ? "render.cjs" : "routes.cjs"),
    fileFor(urlPath, shellVersion) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        return null;
      }
      if (decoded.includes("\0")) return null;
      const asset = assetPath.exec(decoded);
      if (asset) {
        const clientDir = path.join(storeDir, asset[1]!, asset[2]!, "client");
        return existingFile(within(clientDir, asset[3]!));
      }
      // The shell's own static files (logo, favicon, manuals) come with its version; the rest is site-level.
      return (
        existingFile(within(path.join(versionDir("shell", shellVersion), "public"), decoded)) ??
        existingFile(within(publicDir, decoded))
      );
    },
    pageFile: (composition, pagePath, name) => existingFile(pageFilePath(composition, pagePath, name)),
    pageFilePath,
  };
}
