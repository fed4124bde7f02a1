import path from "node:path";

/** Everything the origin reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The assembled site: shell/, remotes/<name>/, public/ (see scripts/assemble-site.mjs). */
  siteDir: string;
  /** SQLite files live here. */
  dataDir: string;
  /** Canonical origin used in canonical URLs, sitemaps and the exact-origin check. */
  siteOrigin: string;
  /** Origins allowed to POST forms (the canonical one and the one the server listens on). */
  allowedOrigins: string[];
  /** Registry file override (a product team points a remote elsewhere without rebuilding). */
  registryFile: string;
  leadsWebhookUrl: string | undefined;
  leadsExportToken: string | undefined;
  databaseUrl: string | undefined;
  rum: { identityPoolId?: string; appMonitorId?: string; sampleRate: number; endpoint?: string };
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "0.0.0.0";
  const siteDir = path.resolve(env.SITE_DIR ?? path.join(repoRoot, "site"));
  const siteOrigin = env.SITE_ORIGIN ?? "https://www.genbagura.jp";
  const localOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return {
    port,
    host,
    siteDir,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data")),
    siteOrigin,
    allowedOrigins: [siteOrigin, ...localOrigins, ...(env.ALLOWED_ORIGINS?.split(",").filter(Boolean) ?? [])],
    registryFile: path.resolve(env.REMOTES_REGISTRY ?? path.join(siteDir, "public/remotes.json")),
    leadsWebhookUrl: env.LEADS_WEBHOOK_URL || undefined,
    leadsExportToken: env.LEADS_EXPORT_TOKEN || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    rum: {
      identityPoolId: env.RUM_IDENTITY_POOL_ID || undefined,
      appMonitorId: env.RUM_APP_MONITOR_ID || undefined,
      sampleRate: Number(env.RUM_SAMPLE_RATE ?? 1),
      endpoint: env.RUM_ENDPOINT || undefined,
    },
  };
}
