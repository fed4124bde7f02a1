import type { HighlightItem, LoadContext } from "../contract";

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

/**
 * The news family's cases as its highlights publish them (newest first): one about each of `products`, then
 * one about `foreignProduct` only. A family's logo wall built from this context lists `ownCaseHrefs`, in order.
 */
export function familyCasesContext(
  products: readonly string[],
  foreignProduct: string,
): { context: LoadContext; ownCaseHrefs: string[] } {
  const own: HighlightItem[] = products.map((product, index) => ({
    title: `株式会社テスト工務店${index}様の事例`,
    href: `/case/90${index}`,
    customer: { company: `株式会社テスト工務店${index}`, industry: "建築", products: [product] },
  }));
  const foreign: HighlightItem = {
    title: "株式会社ほかの製品様の事例",
    href: "/case/999",
    customer: { company: "株式会社ほかの製品", industry: "土木", products: [foreignProduct] },
  };
  const context = testLoadContext({
    highlights: async (kind, limit) => (kind === "cases" ? [...own, foreign].slice(0, limit) : []),
  });
  return { context, ownCaseHrefs: own.map((item) => item.href) };
}
