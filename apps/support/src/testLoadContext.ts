// No support page reads other apps' data: its tests pass the isolated context.
export { isolatedLoadContext as testLoadContext } from "@genbagura/routing/isolatedLoadContext";
