// `deploy <app> --canary N --auto`: after the switch, watch the canary and promote it or roll it back by
// the rule of ARCHITECTURE.md section 15 (apps/server/src/platform/versionHealth/canaryRule.ts).
import type { AppName } from "@genbagura/routing";
import type { ServerConfig } from "../config";
import type { createDeployer } from "../platform/deploy/siteDeployer";
import { readRegistry } from "../platform/site/registryFile";
import { openStoreDatabases } from "../platform/storage/database/storeDatabases";
import { watchCanary } from "../platform/versionHealth/canaryWatch";
import { openVersionHealthStore } from "../platform/versionHealth/versionHealthStore";

export interface AutoOptions {
  windowSeconds: number;
  minViews: number;
}

/**
 * Watches the canary just started and promotes it or rolls it back. Exit codes: 0 promoted, 1 rolled back
 * for errors (or the watch stopped), 3 rolled back for want of traffic.
 */
export async function analyseCanary(
  app: AppName,
  auto: AutoOptions,
  deployer: ReturnType<typeof createDeployer>,
  registryFile: string,
  config: ServerConfig,
): Promise<number> {
  const channel = readRegistry(registryFile)?.apps[app];
  if (!channel?.canary) {
    console.error(`canary analysis: ${app} has no canary (the deploy changed nothing), nothing to watch`);
    return 1;
  }
  const { version: canaryVersion } = channel.canary;
  const liveVersion = channel.live;
  const databases = openStoreDatabases({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const store = openVersionHealthStore(databases);
  console.log(
    `canary analysis: ${app} ${canaryVersion} (${channel.canary.percent}%) against live ${liveVersion}, ` +
      `window ${auto.windowSeconds} s, promotion at >= ${auto.minViews} views, counts from ` +
      (config.databaseUrl ? "PostgreSQL (every origin)" : `${config.dataDir} (this machine's origin)`),
  );
  try {
    const result = await watchCanary({
      app,
      canaryVersion,
      liveVersion,
      windowMs: auto.windowSeconds * 1000,
      minViews: auto.minViews,
      read: () => store.read(),
      stillCanary: () => {
        try {
          return readRegistry(registryFile)?.apps[app].canary?.version === canaryVersion;
        } catch {
          // A registry being replaced or damaged: the next poll looks again.
          return true;
        }
      },
      log: (line) => console.log(line),
    });
    if ("stopped" in result) {
      console.error(`canary analysis: ${result.stopped}`);
      return 1;
    }
    const { verdict, numbers } = result;
    if (verdict.action === "promote") {
      console.log(`canary analysis: promote ${app} ${canaryVersion}: ${numbers}`);
      await deployer.promote(app);
      return 0;
    }
    const why = verdict.reason === "errors" ? "error rate" : "not enough traffic";
    console.log(`canary analysis: roll back ${app} ${canaryVersion} (${why}): ${numbers}`);
    await deployer.rollback(app);
    return verdict.reason === "errors" ? 1 : 3;
  } finally {
    await store.close();
    await databases.close();
  }
}
