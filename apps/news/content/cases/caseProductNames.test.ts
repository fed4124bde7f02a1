import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMarkdown } from "@genbagura/collections";
import { namesIn } from "@genbagura/routing";
import { siteConfig } from "@genbagura/ui/siteConfig";
import { describe, expect, it } from "vitest";

// A case names the products it is about with `:product[id]` (packages/collections), so their names come
// from the site config's product list and are never retyped in a case's text.

const folder = path.join(import.meta.dirname);
const cases = readdirSync(folder)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const source = readFileSync(path.join(folder, file), "utf8");
    const { frontmatter } = parseMarkdown(source);
    const body = source.slice(source.indexOf("\n---", 3) + 4);
    return { file, body, products: (frontmatter as { products: string[] }).products };
  });
const productNames = siteConfig.products.map((product) => product.name);

describe("the products a case names", () => {
  it("are named by id, never by a retyped name", () => {
    for (const { file, body } of cases) expect(namesIn(body, productNames), file).toEqual([]);
  });

  it("are the products the case is filed with", () => {
    for (const { file, body, products } of cases) {
      const named = [...body.matchAll(/:product\[([^\]]+)\]/gu)].map((match) => match[1]);
      expect(named.length, `${file} names no product by id`).toBeGreaterThan(0);
      for (const id of named) expect(products, `${file}: :product[${id}]`).toContain(id);
    }
  });
});
