import { describe, expect, it } from "vitest";
import type { NavLinkItem } from "./navLinks";
import { type ProductEntry, siteConfig } from "./siteConfig";
import { globalNav } from "./siteNav";

const products: readonly ProductEntry[] = siteConfig.products;
const menuLinks: readonly NavLinkItem[] = globalNav.flatMap((group): readonly NavLinkItem[] => group.links);
const hrefsInMenu = (href: string) => menuLinks.filter((link) => link.href === href);

describe("the header's menu (globalNav)", () => {
  it("lists every product that is still supported exactly once, with one line on what it is", () => {
    for (const product of products.filter((entry) => !entry.supportEnded)) {
      const links = hrefsInMenu(product.path);
      expect(links, product.name).toHaveLength(1);
      const description = links[0]?.description ?? "";
      expect(description.trim(), product.name).not.toBe("");
      // One line in a dropdown column: short, and no sentence ending or line break.
      expect(description.length, product.name).toBeLessThanOrEqual(22);
      expect(description, product.name).not.toMatch(/[。\n]/);
    }
  });

  it("leaves out the products whose support has ended", () => {
    const ended = products.filter((entry) => entry.supportEnded);
    expect(ended.length).toBeGreaterThan(0);
    for (const product of ended) expect(hrefsInMenu(product.path), product.name).toEqual([]);
  });

  it("describes products only, so a description always stands for one product", () => {
    const productPaths = new Set(products.map((product) => product.path));
    for (const link of menuLinks)
      if (link.description !== undefined) expect(productPaths.has(link.href), link.label).toBe(true);
  });
});
