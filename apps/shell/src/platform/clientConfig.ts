import type { MonitoringConfig } from "./monitoring";

/** Run-time settings the origin puts into every page (`#__client-config`), absent when nothing is set. */
export interface ClientConfig {
  monitoring?: MonitoringConfig;
  buildPollMs?: number;
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

/** The build a page was rendered from, from `<meta name="genbagura-build">`. */
export function readBuildId(doc: Document): string | undefined {
  return doc.querySelector('meta[name="genbagura-build"]')?.getAttribute("content") ?? undefined;
}
