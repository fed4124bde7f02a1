import type { ModuleFederationRuntimePlugin } from "@module-federation/enhanced/runtime";

/** The module a failed remote resolves to: no routes, flagged, so only that remote's paths degrade. */
export const unavailableRoutesModule = { default: [], unavailable: true } as const;

/**
 * Federation runtime hook: a remote whose manifest 404s, whose entry throws or whose chunk fails
 * resolves to an empty, flagged routes module instead of breaking the whole site.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: "genbagura-remote-error",
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed during ${lifecycle}`, error);
      if (id.endsWith("/routes")) return () => unavailableRoutesModule;
      return undefined;
    },
  };
}
