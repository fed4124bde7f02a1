import type { RemoteName } from "@genbagura/routing";

export {
  isRemoteRegistry,
  ownerInRegistry,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from "@genbagura/routing";

/** The federation container name of a remote (`pad-hardware` -> `pad_hardware`). */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, "_");
}
