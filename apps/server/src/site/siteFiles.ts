import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** Where the assembled site keeps each kind of file. */
export interface SiteFiles {
  root: string;
  publicDir: string;
  /** The file a URL path maps to, or null when it escapes the site or does not exist. */
  fileFor: (urlPath: string) => string | null;
  /** The prerendered page for a path, if the build wrote one. */
  prerenderedPage: (pagePath: string) => string | null;
  shellServerBundle: string;
  remoteServerBundle: (remote: string) => string;
}

function within(base: string, relative: string): string | null {
  const resolved = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  return resolved.startsWith(base + path.sep) || resolved === base ? resolved : null;
}

function existingFile(file: string | null): string | null {
  if (!file || !existsSync(file)) return null;
  return statSync(file).isFile() ? file : null;
}

/**
 * URL layout of the origin: `/assets/*` is the shell's client build, `/remotes/<name>/*` each remote's,
 * and everything else the public folder (prerendered pages, registry, build info, static files).
 */
export function siteFiles(root: string): SiteFiles {
  const publicDir = path.join(root, "public");
  return {
    root,
    publicDir,
    fileFor(urlPath) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        return null;
      }
      if (decoded.includes("\0")) return null;
      if (decoded.startsWith("/assets/")) {
        return existingFile(within(path.join(root, "shell/client"), decoded.slice("/assets/".length)));
      }
      const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(decoded);
      if (remote) return existingFile(within(path.join(root, "remotes", remote[1]!, "client"), remote[2]!));
      return existingFile(within(publicDir, decoded));
    },
    prerenderedPage(pagePath) {
      return existingFile(within(publicDir, path.posix.join(pagePath, "index.html")));
    },
    shellServerBundle: path.join(root, "shell/server/render.cjs"),
    remoteServerBundle: (remote) => path.join(root, "remotes", remote, "server/routes.cjs"),
  };
}
