import { type AddressSet, parseAddressSet } from "../http/ipAddress";

/** Who may read `/metrics` and whether each request is logged (ARCHITECTURE.md section 15). */
export interface ObservabilityConfig {
  /** METRICS_ALLOW: peers (addresses, CIDR ranges) besides loopback that may scrape without a token. */
  metricsAllow: AddressSet;
  /** METRICS_TOKEN: a bearer token that opens `/metrics` from anywhere (a scraper behind a proxy). */
  metricsToken: string | undefined;
  /** ACCESS_LOG=off silences the one JSON line per request (tests); errors are logged regardless. */
  accessLog: boolean;
}

export function readObservabilityConfig(env: NodeJS.ProcessEnv): ObservabilityConfig {
  return {
    metricsAllow: parseAddressSet(env.METRICS_ALLOW),
    metricsToken: env.METRICS_TOKEN || undefined,
    accessLog: env.ACCESS_LOG !== "off",
  };
}
