import type { LoadContext } from "./contract";

/** The context of a page that reads no other remote: what unit tests of a `load` pass. Kept out of the index, so no browser bundle carries it. */
export const isolatedLoadContext: LoadContext = {
  highlights: async () => [],
  registrations: async () => [],
  prices: async () => [],
};
