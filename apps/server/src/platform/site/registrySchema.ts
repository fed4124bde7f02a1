import { type AppName, appNames, type SiteRegistry, versionPattern } from "@genbagura/routing";
import * as v from "valibot";

// The shape of `site/registry.json`, checked whenever it is read: the file is written by the deploy
// commands, but an operator may edit it by hand, and a wrong document must not reach the renderer.

const version = v.pipe(v.string(), v.regex(versionPattern, "is not a version id (10 hex digits)"));
const timestamp = v.pipe(v.string(), v.isoTimestamp("is not an ISO timestamp"));

function eachApp<Schema extends v.GenericSchema>(schema: Schema) {
  const entries = Object.fromEntries(appNames.map((app) => [app, schema])) as Record<AppName, Schema>;
  return v.object(entries);
}

const channel = v.object({
  live: version,
  canary: v.optional(
    v.object({
      version,
      percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
    }),
  ),
  previous: v.array(version),
});

const publishedVersion = v.object({
  version,
  publishedAt: timestamp,
  shared: v.record(v.string(), v.string()),
  prefixes: v.array(v.pipe(v.string(), v.startsWith("/"))),
});

const siteRegistrySchema = v.object({
  generation: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updatedAt: timestamp,
  apps: eachApp(channel),
  published: eachApp(v.array(publishedVersion)),
  history: v.array(
    v.object({
      generation: v.pipe(v.number(), v.integer(), v.minValue(0)),
      at: timestamp,
      live: eachApp(version),
    }),
  ),
});

/** A registry file that is not JSON or not a registry: the message names the file and each bad field. */
export class RegistryFormatError extends Error {}

/** Parses the text of a registry file, or throws a {@link RegistryFormatError}. */
export function parseRegistry(text: string, file: string): SiteRegistry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RegistryFormatError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(siteRegistrySchema, json);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"} ${issue.message}`);
  throw new RegistryFormatError(`${file} is not a site registry: ${problems.join("; ")}`);
}
