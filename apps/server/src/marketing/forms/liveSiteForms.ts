import type { ServerBundleForms } from "@genbagura/forms";
import { type AppName, appNames } from "@genbagura/routing";
import { readRegistry } from "../../platform/site/registryFile";
import { evaluateServerBundle } from "../../platform/site/serverBundles";
import type { SiteLayout } from "../../platform/site/siteLayout";
import { buildFormTable, emptyFormTable, type FormTable } from "./formTable";

/**
 * The live forms of a site on disk, for the tools that run without an origin (the leads export): read
 * from the live versions' server bundles, as the origin reads them. A bundle that fails to load declares
 * no forms, as on the origin.
 */
export function liveSiteForms(layout: SiteLayout): FormTable {
  let registry: ReturnType<typeof readRegistry>;
  try {
    registry = readRegistry(layout.registryFile);
  } catch {
    registry = null;
  }
  if (!registry) return emptyFormTable;
  const bundles: { app: AppName; module: ServerBundleForms }[] = [];
  for (const app of appNames) {
    try {
      bundles.push({
        app,
        module: evaluateServerBundle<ServerBundleForms>(layout.serverBundle(app, registry.apps[app].live)),
      });
    } catch {
      // Down on the origin too: its forms are not accepted there either.
    }
  }
  return buildFormTable(bundles).table;
}
