import { type AppName, ownerOf, ownershipTable } from "./ownership";
import type { RemoteRegistry, RemoteRegistryEntry } from "./renderContract";

/** The app that owns `path` according to the registry (the shell for its own prefixes). */
export function ownerInRegistry(path: string, registry: RemoteRegistry): AppName | undefined {
  const table: Record<string, readonly string[]> = { shell: ownershipTable.shell };
  for (const remote of registry.remotes) table[remote.name] = remote.prefixes;
  return ownerOf(path, table) as AppName | undefined;
}

export function isRemoteRegistry(value: unknown): value is RemoteRegistry {
  if (typeof value !== "object" || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  const { generation, shell } = value as Partial<RemoteRegistry>;
  return (
    typeof generation === "number" &&
    typeof shell === "string" &&
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
