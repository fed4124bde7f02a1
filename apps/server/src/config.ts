import path from "node:path";
import { defaultPasswordHashing, type PasswordHashing } from "./identity/premium/passwordHasher";
import { defaultLoginLimits, type LoginThrottleLimits } from "./identity/sessions/loginThrottle";
import { type AddressSet, parseAddressSet } from "./platform/http/ipAddress";
import {
  type ObservabilityConfig,
  readObservabilityConfig,
} from "./platform/observability/observabilityConfig";

/** Everything the origin reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The site: registry.json, store/ (published versions), pages/ (per composition), public/. */
  siteDir: string;
  /** SQLite files live here. */
  dataDir: string;
  /** Canonical origin used in canonical URLs, sitemaps and the exact-origin check. */
  siteOrigin: string;
  /**
   * Origins allowed to post forms and sign in: SITE_ORIGIN, ALLOWED_ORIGINS and FORM_ORIGIN (an older
   * name for one extra origin). Loopback origins are added per request (see `createOriginPolicy`).
   */
  allowedOrigins: string[];
  /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed; none by default. */
  trustedProxies: AddressSet;
  /** The site registry (ARCHITECTURE.md section 10): live and canary version of every app. */
  registryFile: string;
  /** Key for hashing client addresses, stable across restarts when set. */
  ipHashSecret: string | undefined;
  /** FORM_RATE_LIMIT: form submissions accepted per client address per minute (default 10). */
  formRateLimit: number;
  leadsWebhookUrl: string | undefined;
  leadsExportToken: string | undefined;
  databaseUrl: string | undefined;
  /**
   * Sign-in throttling: LOGIN_ADDRESS_LIMIT attempts per LOGIN_ADDRESS_WINDOW_MS per address; per account
   * and address LOGIN_FREE_FAILURES free mistakes, then LOGIN_FIRST_DELAY_MS doubling up to
   * LOGIN_MAX_DELAY_MS, forgotten after LOGIN_FORGET_AFTER_MS of quiet (defaults: `defaultLoginLimits`).
   */
  loginLimits: LoginThrottleLimits;
  /**
   * PASSWORD_HASH_WORKERS threads hash member passwords (default 1), with at most PASSWORD_HASH_QUEUE
   * waiting (default 32); sign-ins beyond that answer 503 with Retry-After.
   */
  passwordHashing: PasswordHashing;
  /** STORE_RETRY_MS: after a SQLite store failed to open, the next try waits this long (default 1000). */
  storeRetryMs: number;
  /** What the browser needs at run time; empty when nothing is configured (then no RUM code is loaded). */
  clientConfig: ClientConfig;
  /** METRICS_ALLOW, METRICS_TOKEN, ACCESS_LOG. */
  observability: ObservabilityConfig;
}

/** Mirrors the shell's `ClientConfig` (apps/shell/src/platform/clientConfig.ts). */
export interface ClientConfig {
  monitoring?: {
    identityPoolId: string;
    appMonitorId: string;
    guestRoleArn?: string;
    sessionSampleRate: number;
    endpoint?: string;
    signing?: boolean;
  };
  buildPollMs?: number;
  beaconSampleRate?: number;
}

function clientConfigFrom(env: NodeJS.ProcessEnv): ClientConfig {
  const config: ClientConfig = {};
  if (env.RUM_IDENTITY_POOL_ID && env.RUM_APP_MONITOR_ID) {
    config.monitoring = {
      identityPoolId: env.RUM_IDENTITY_POOL_ID,
      appMonitorId: env.RUM_APP_MONITOR_ID,
      sessionSampleRate: Number(env.RUM_SAMPLE_RATE ?? 1),
      ...(env.RUM_GUEST_ROLE_ARN ? { guestRoleArn: env.RUM_GUEST_ROLE_ARN } : {}),
      ...(env.RUM_ENDPOINT ? { endpoint: env.RUM_ENDPOINT } : {}),
      ...(env.RUM_SIGNING === "false" ? { signing: false } : {}),
    };
  }
  if (env.BUILD_POLL_MS) config.buildPollMs = Number(env.BUILD_POLL_MS);
  if (env.BEACON_SAMPLE_RATE) {
    const rate = Number(env.BEACON_SAMPLE_RATE);
    if (!(rate >= 0 && rate <= 1))
      throw new Error(`BEACON_SAMPLE_RATE must be from 0 to 1, not ${env.BEACON_SAMPLE_RATE}`);
    config.beaconSampleRate = rate;
  }
  return config;
}

/** Hosts the RUM client talks to, for the CSP. */
export function monitoringConnectSources(config: ClientConfig): string[] {
  if (!config.monitoring) return [];
  const aws = ["dataplane.rum", "cognito-identity", "sts"].map(
    (host) => `https://${host}.ap-northeast-1.amazonaws.com`,
  );
  return config.monitoring.endpoint ? [...aws, new URL(config.monitoring.endpoint).origin] : aws;
}

/** A whole number from the environment, or the default when unset; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got ${raw}`);
  return value;
}

function loginLimitsFrom(env: NodeJS.ProcessEnv): LoginThrottleLimits {
  const { perClient, perAccount } = defaultLoginLimits;
  return {
    perClient: {
      limit: wholeNumber(env, "LOGIN_ADDRESS_LIMIT", perClient.limit),
      windowMs: wholeNumber(env, "LOGIN_ADDRESS_WINDOW_MS", perClient.windowMs),
    },
    perAccount: {
      freeFailures: wholeNumber(env, "LOGIN_FREE_FAILURES", perAccount.freeFailures),
      firstDelayMs: wholeNumber(env, "LOGIN_FIRST_DELAY_MS", perAccount.firstDelayMs),
      maxDelayMs: wholeNumber(env, "LOGIN_MAX_DELAY_MS", perAccount.maxDelayMs),
      forgetAfterMs: wholeNumber(env, "LOGIN_FORGET_AFTER_MS", perAccount.forgetAfterMs),
    },
  };
}

/** The repository root: `src/` and the bundles in `dist/` are both three levels below it. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "0.0.0.0";
  const siteDir = path.resolve(env.SITE_DIR ?? path.join(repoRoot, "site"));
  const siteOrigin = env.SITE_ORIGIN ?? "https://www.genbagura.jp";
  const listed = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  return {
    port,
    host,
    siteDir,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data")),
    siteOrigin,
    allowedOrigins: [siteOrigin, ...listed(env.ALLOWED_ORIGINS), ...listed(env.FORM_ORIGIN)],
    trustedProxies: parseAddressSet(env.TRUSTED_PROXIES),
    registryFile: path.resolve(env.SITE_REGISTRY ?? path.join(siteDir, "registry.json")),
    ipHashSecret: env.IP_HASH_SECRET || undefined,
    formRateLimit: Number(env.FORM_RATE_LIMIT ?? 10),
    leadsWebhookUrl: env.LEADS_WEBHOOK_URL || undefined,
    leadsExportToken: env.LEADS_EXPORT_TOKEN || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    loginLimits: loginLimitsFrom(env),
    storeRetryMs: wholeNumber(env, "STORE_RETRY_MS", 1_000),
    passwordHashing: {
      workers: Math.max(1, wholeNumber(env, "PASSWORD_HASH_WORKERS", defaultPasswordHashing.workers)),
      queueLimit: wholeNumber(env, "PASSWORD_HASH_QUEUE", defaultPasswordHashing.queueLimit),
    },
    clientConfig: clientConfigFrom(env),
    observability: readObservabilityConfig(env),
  };
}
