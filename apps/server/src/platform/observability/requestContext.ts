import { AsyncLocalStorage } from "node:async_hooks";
import { type AppName, ownerInRegistry } from "@genbagura/routing";
import type { RenderSnapshot } from "../site/siteState";

/** What the page handler learned about a page request, for its metrics and its log line. */
export interface PageFacts {
  kind: "page" | "payload";
  /** The app owning the path, and the version of it the visitor's canary bucket got. */
  app: AppName;
  version: string;
  /** Apps of the page's composition that were down for this request. */
  downApps: AppName[];
}

export interface RenderFailure {
  app: AppName;
  version: string;
  message: string;
}

/** One request as it goes through the origin. */
export interface RequestRecord {
  id: string;
  page?: PageFacts;
  renderFailure?: RenderFailure;
}

const current = new AsyncLocalStorage<RequestRecord>();

export function runWithRequest<T>(record: RequestRecord, work: () => T): T {
  return current.run(record, work);
}

/** The request being answered, or undefined outside one (a deploy's prerender, tests of parts). */
export function currentRequest(): RequestRecord | undefined {
  return current.getStore();
}

/** Notes the app and version a page request is answered with (its owner in the visitor's snapshot). */
export function notePage(
  render: RenderSnapshot,
  pagePath: string,
  apps: readonly AppName[],
  isPayload: boolean,
) {
  const record = current.getStore();
  if (!record) return;
  const app = ownerInRegistry(pagePath, render.snapshot) ?? "shell";
  const downApps = render.snapshot.remotes
    .filter((remote) => remote.down && apps.includes(remote.name))
    .map((remote) => remote.name);
  record.page = { kind: isPayload ? "payload" : "page", app, version: render.versions[app], downApps };
}

export function noteRenderFailure(failure: RenderFailure) {
  const record = current.getStore();
  if (record) record.renderFailure = failure;
}
