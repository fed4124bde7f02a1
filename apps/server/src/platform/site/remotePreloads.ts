import type { Preload } from "@genbagura/routing";

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * What a page owned by a remote loads before it can hydrate, read from the remote's mf-manifest.json:
 * the manifest itself, the remote entry and the files of its `./routes` expose. Without these hints
 * a phone learns of each file only when the previous one has arrived (registry, manifest, entry,
 * routes): four round trips in a row.
 */
export function remotePreloads(manifestUrl: string, manifest: FederationManifest): Preload[] {
  const base = new URL(".", new URL(manifestUrl, "http://site.invalid"));
  const urlOf = (file: string) => {
    const url = new URL(file, base);
    return url.origin === "http://site.invalid" ? url.pathname : url.href;
  };
  const preloads: Preload[] = [{ href: manifestUrl, as: "fetch" }];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) {
    const file = entry.path ? `${entry.path.replace(/\/?$/, "/")}${entry.name}` : entry.name;
    preloads.push({ href: urlOf(file), as: "script" });
  }
  const routes = manifest.exposes?.find((expose) => expose.path === "./routes");
  for (const file of routes?.assets?.js?.sync ?? []) preloads.push({ href: urlOf(file), as: "script" });
  return preloads;
}
