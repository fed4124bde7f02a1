import type { AwsRumConfig } from "aws-rum-web";

/**
 * Real-user monitoring with CloudWatch RUM (ARCHITECTURE.md section 5). The client is imported lazily and
 * only when an identity pool and an app monitor are configured, so an unconfigured site ships none of it.
 */
export const rumRegion = "ap-northeast-1";
export const rumApplicationVersion = "1.0.0";

export interface MonitoringConfig {
  identityPoolId?: string;
  appMonitorId?: string;
  guestRoleArn?: string;
  /** Share of sessions recorded, 0 to 1. */
  sessionSampleRate?: number;
  /** The site's own origin: HTTP telemetry and X-Ray trace headers are limited to it. Defaults to the page's. */
  siteOrigin?: string;
  /** A different data-plane endpoint (tests, a proxy). */
  endpoint?: string;
  /** False sends unsigned requests (tests against a local endpoint). */
  signing?: boolean;
}

export type ConfiguredMonitoring = MonitoringConfig & {
  identityPoolId: string;
  appMonitorId: string;
  siteOrigin: string;
};

export interface RumSetup {
  applicationId: string;
  applicationVersion: string;
  region: string;
  config: AwsRumConfig;
}

export interface MonitoringHandle {
  /** False when monitoring is not configured or failed to start; recordError then does nothing. */
  readonly active: boolean;
  recordError(error: unknown): void;
}

interface RumClient {
  recordError(error: unknown): void;
}

export interface RumModule {
  AwsRum: new (
    applicationId: string,
    applicationVersion: string,
    region: string,
    config?: AwsRumConfig,
  ) => RumClient;
}

const inactiveHandle: MonitoringHandle = { active: false, recordError: () => undefined };

export function isMonitoringConfigured(
  config: MonitoringConfig,
): config is MonitoringConfig & { identityPoolId: string; appMonitorId: string } {
  return Boolean(config.identityPoolId) && Boolean(config.appMonitorId);
}

/** Matches URLs on the site's own origin, absolute or root-relative (`/api/...`, never `//other.host`). */
export function ownOriginPattern(siteOrigin: string): RegExp {
  const origin = new URL(siteOrigin).origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`^(?:${origin})?/(?!/)`);
}

export function buildRumConfig(config: ConfiguredMonitoring): RumSetup {
  const ownOrigin = ownOriginPattern(config.siteOrigin);
  return {
    applicationId: config.appMonitorId,
    applicationVersion: rumApplicationVersion,
    region: rumRegion,
    config: {
      identityPoolId: config.identityPoolId,
      ...(config.guestRoleArn === undefined ? {} : { guestRoleArn: config.guestRoleArn }),
      ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
      ...(config.signing === undefined ? {} : { signing: config.signing }),
      sessionSampleRate: config.sessionSampleRate ?? 1,
      allowCookies: true,
      enableXRay: true,
      telemetries: [
        "errors",
        "performance",
        ["http", { addXRayTraceIdHeader: [ownOrigin], urlsToInclude: [ownOrigin] }],
      ],
      dispatchInterval: 5_000,
      batchLimit: 100,
      eventCacheSize: 200,
      retries: 2,
      sessionLengthSeconds: 1_800,
      userIdRetentionDays: 30,
    },
  };
}

/** Starts RUM when configured; never throws (a monitoring failure must not break the site). */
export async function startMonitoring(
  config: MonitoringConfig,
  loadRum: () => Promise<RumModule> = () => import(/* webpackChunkName: "aws-rum" */ "aws-rum-web"),
): Promise<MonitoringHandle> {
  if (!isMonitoringConfigured(config)) return inactiveHandle;
  try {
    const siteOrigin = config.siteOrigin ?? globalThis.location.origin;
    const setup = buildRumConfig({ ...config, siteOrigin });
    const { AwsRum } = await loadRum();
    const client = new AwsRum(setup.applicationId, setup.applicationVersion, setup.region, setup.config);
    return { active: true, recordError: (error) => client.recordError(error) };
  } catch (error) {
    console.error("Monitoring (CloudWatch RUM) failed to start", error);
    return inactiveHandle;
  }
}
