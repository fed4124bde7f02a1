import { type AppName, ownerOf, ownershipTable, type RemoteName } from "@genbagura/routing";

/** One entry of `remotes.json`: where a remote's manifest lives and which paths it owns. */
export interface RemoteRegistryEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json (relative to the site origin, or absolute). */
  manifest: string;
  version: string;
  prefixes: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** The app that owns `path` according to the registry (the shell for its own prefixes). */
export function ownerInRegistry(path: string, registry: RemoteRegistry): AppName | undefined {
  const table: Record<string, readonly string[]> = { shell: ownershipTable.shell };
  for (const remote of registry.remotes) table[remote.name] = remote.prefixes;
  return ownerOf(path, table) as AppName | undefined;
}

/** The federation container name of a remote (`pad-hardware` -> `pad_hardware`). */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, "_");
}

export function isRemoteRegistry(value: unknown): value is RemoteRegistry {
  if (typeof value !== "object" || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as RemoteRegistryEntry).name === "string" &&
        typeof (entry as RemoteRegistryEntry).manifest === "string" &&
        Array.isArray((entry as RemoteRegistryEntry).prefixes),
    )
  );
}
