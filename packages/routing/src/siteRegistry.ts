import { type AppName, appNames, type RemoteName } from "./ownership";
import type { RemoteRegistry } from "./renderContract";

/**
 * The site registry (ARCHITECTURE.md section 10): which published version of each app is live, an
 * optional canary, what rollback returns to, and a generation that grows with every change. The
 * deploy commands write it (atomically); the origin reads it and hands each page a snapshot of it.
 */
export interface SiteRegistry {
  generation: number;
  updatedAt: string;
  apps: Record<AppName, AppChannel>;
  /** The versions kept on disk per app, newest first (live, canary and rollback targets among them). */
  published: Record<AppName, PublishedVersion[]>;
  /** Recent generations, newest first: what `/builds/meta/<generation>.json` answers. */
  history: GenerationRecord[];
}

export interface AppChannel {
  live: string;
  canary?: { version: string; percent: number };
  /** Earlier live versions, newest first: rollback switches back to the first. */
  previous: string[];
}

/** What the registry knows of one published version (from its artifact.json). */
export interface PublishedVersion {
  version: string;
  publishedAt: string;
  /** Versions of the shared singletons the app was built against. */
  shared: Record<string, string>;
  /** Paths the app owns (a remote can change its prefixes without a shell rebuild). */
  prefixes: string[];
}

export interface GenerationRecord {
  generation: number;
  at: string;
  live: Record<AppName, string>;
}

/** A version id: the first hex digits of a content hash of the app's build output. */
export const versionPattern = /^[0-9a-f]{10}$/;

/** Where an app version's client files are served: `/assets/<app>/<version>/<file>`. */
export function artifactUrl(app: AppName, version: string, file = ""): string {
  return `/assets/${app}/${version}/${file}`;
}

/** The cookie that holds a visitor's canary bucket (0–99), set on their first visit. */
export const bucketCookie = "gb_bucket";

export function bucketFromCookieHeader(header: string | null | undefined): number | undefined {
  const match = /(?:^|;\s*)gb_bucket=(\d{1,2})(?:;|$)/.exec(header ?? "");
  return match ? Number(match[1]) : undefined;
}

/** The version of each app a visitor in `bucket` gets: the canary when the bucket falls in its share. */
export function versionsForBucket(registry: SiteRegistry, bucket: number): Record<AppName, string> {
  const versions = {} as Record<AppName, string>;
  for (const app of appNames) {
    const channel = registry.apps[app];
    versions[app] = channel.canary && bucket < channel.canary.percent ? channel.canary.version : channel.live;
  }
  return versions;
}

/** The apps whose data a page reads: the shell, its owner and the remotes it gathers from. */
export function pageApps(owner: AppName, reads: readonly RemoteName[] | "all" | undefined): AppName[] {
  const read = (app: AppName) =>
    app === "shell" || app === owner || reads === "all" || reads?.includes(app as RemoteName);
  return appNames.filter(read);
}

/**
 * A page's composition id: the version of every app it reads, in a fixed order
 * (`shell.0123456789_cloud.abcdef0123`). Pages are stored and their payloads requested under it.
 */
export function compositionId(apps: readonly AppName[], versions: Readonly<Record<AppName, string>>): string {
  return appNames
    .filter((app) => apps.includes(app))
    .map((app) => `${app}.${versions[app]}`)
    .join("_");
}

/** The app versions a composition id names, or null when it is not a well-formed id. */
export function parseCompositionId(id: string): Partial<Record<AppName, string>> | null {
  const versions: Partial<Record<AppName, string>> = {};
  for (const part of id.split("_")) {
    const dot = part.lastIndexOf(".");
    const app = part.slice(0, dot) as AppName;
    const version = part.slice(dot + 1);
    if (!appNames.includes(app) || !versionPattern.test(version) || versions[app]) return null;
    versions[app] = version;
  }
  return versions.shell ? versions : null;
}

/** The snapshot's version of each app (shell and remotes). */
export function snapshotVersions(snapshot: RemoteRegistry): Record<AppName, string> {
  const versions = { shell: snapshot.shell } as Record<AppName, string>;
  for (const remote of snapshot.remotes) versions[remote.name] = remote.version;
  return versions;
}

/** A registration's page composition, computed the same way by the origin and the browser. */
export function compositionOf(
  owner: AppName,
  reads: readonly RemoteName[] | "all" | undefined,
  snapshot: RemoteRegistry,
): string {
  return compositionId(pageApps(owner, reads), snapshotVersions(snapshot));
}

const majorMinorPatch = (version: string) => version.split(/[.+-]/, 3).map(Number);

/**
 * Shared singletons a remote needs that the shell does not provide compatibly (same major, shell at
 * least as new): a remote built against React 20 cannot run in a shell that provides React 19.
 */
export function incompatibleShared(
  shellShared: Readonly<Record<string, string>>,
  remoteShared: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [name, required] of Object.entries(remoteShared)) {
    const provided = shellShared[name];
    if (!provided) {
      problems.push(`${name} ${required} (the shell provides none)`);
      continue;
    }
    const [pMajor = 0, pMinor = 0, pPatch = 0] = majorMinorPatch(provided);
    const [rMajor = 0, rMinor = 0, rPatch = 0] = majorMinorPatch(required);
    const newEnough = pMinor > rMinor || (pMinor === rMinor && pPatch >= rPatch);
    if (pMajor !== rMajor || !newEnough)
      problems.push(`${name} ${required} (the shell provides ${provided})`);
  }
  return problems;
}

/** Response header of every page and payload: the registry generation it was served under. */
export const generationHeader = "x-site-generation";

/** A record with one entry per app, in the fixed app order. */
export function perApp<T>(value: (app: AppName) => T): Record<AppName, T> {
  const record = {} as Record<AppName, T>;
  for (const app of appNames) record[app] = value(app);
  return record;
}
