import type { LoadContext } from "../contract";

/**
 * A LoadContext for calling a registration's `load` outside the origin: no highlights, no other
 * registrations, no other family's prices or editions, no search index, and every asset of the owner found at a fixed test version.
 */
export function testLoadContext(overrides: Partial<LoadContext> = {}): LoadContext {
  return {
    highlights: async () => [],
    registrations: async () => [],
    prices: async () => [],
    editions: async () => [],
    asset: (file) => ({ href: `/assets/test/0123456789/${file}`, bytes: 150 * 1024 }),
    search: async () => null,
    ...overrides,
  };
}
