import { isRemoteRegistry, type RemoteRegistry } from "@genbagura/routing";
import type { MonitoringConfig } from "./monitoring";

/** Run-time settings the origin puts into every page (`#__client-config`), absent when nothing is set. */
export interface ClientConfig {
  monitoring?: MonitoringConfig;
  buildPollMs?: number;
  /** Share of page loads that send page-view and error beacons (BEACON_SAMPLE_RATE), 0 to 1; all by default. */
  beaconSampleRate?: number;
}

export function readClientConfig(doc: Document): ClientConfig {
  const element = doc.getElementById("__client-config");
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as ClientConfig;
  } catch {
    return {};
  }
}

/**
 * The registry snapshot the origin rendered this page with (`#__site`): the browser loads remotes from
 * it for the life of the page, so the code that hydrates is the code that rendered.
 */
export function readSiteSnapshot(doc: Document): RemoteRegistry | undefined {
  const element = doc.getElementById("__site");
  if (!element?.textContent) return undefined;
  try {
    const snapshot: unknown = JSON.parse(element.textContent);
    return isRemoteRegistry(snapshot) ? snapshot : undefined;
  } catch {
    return undefined;
  }
}
