export {
  isRemoteRegistry,
  ownerInRegistry,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from "@genbagura/routing";
