// Markdown names a product by its id (ARCHITECTURE.md section 12): `:product[pad-tough]` is the name the
// site config's product list gives it, so an article never retypes a name, and an id that is not in the
// list fails the build with the file and line. The list is compiled into the same build as the article's
// data, so the name an article shows is the one of the version that renders it.
import { type ProductEntry, siteConfig } from "@genbagura/ui/siteConfig";

export interface DirectiveIssue {
  line?: number;
  message: string;
}

/** `:name[argument]` inside text; CommonMark leaves an unmatched `[…]` as text, so it reaches us whole. */
const inlineDirective = /:([a-z]+)\[([^\]\n]*)\]/gu;

const products: ReadonlyMap<string, ProductEntry> = new Map(
  siteConfig.products.map((product) => [product.id, product]),
);

/** The product a text that is exactly one `:product[id]` names, undefined for any other text. */
export function productDirective(text: string): ProductEntry | undefined {
  const match = /^:product\[([^\]\n]*)\]$/u.exec(text);
  return match ? products.get(match[1] ?? "") : undefined;
}

/**
 * `text` with each `:product[id]` replaced by the product's name; an unknown directive or id is reported
 * (at its line, counted from `line`, the text's first) and left as written.
 */
export function resolveProductDirectives(
  text: string,
  line: number | undefined,
  report: (issue: DirectiveIssue) => void,
): string {
  return text.replace(inlineDirective, (whole, name: string, id: string, offset: number) => {
    const at = line === undefined ? {} : { line: line + (text.slice(0, offset).match(/\n/gu)?.length ?? 0) };
    if (name !== "product") {
      report({ ...at, message: `unknown directive ${whole} (known: :product[id])` });
      return whole;
    }
    const product = products.get(id);
    if (!product) {
      const known = [...products.keys()].join(", ");
      report({ ...at, message: `unknown product id "${id}" in ${whole} (the site config lists: ${known})` });
      return whole;
    }
    return product.name;
  });
}
