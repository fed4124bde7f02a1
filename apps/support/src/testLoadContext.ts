import type { LoadContext } from "@genbagura/routing";

/** The server's cross-app context, empty: no support page reads other apps' data. */
export const testLoadContext: LoadContext = {
  highlights: async () => [],
  registrations: async () => [],
};
