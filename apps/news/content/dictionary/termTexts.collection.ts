import { ContentCollectionError } from "@genbagura/collections";
import { type ContentBlock, type ProductId, siteConfig } from "@genbagura/ui";
import { loadTermFiles } from "./termFiles";

/** One entry's text as its page shows it: compiled at build time from its Markdown file. */
export interface TermText {
  /** The paragraphs before the first heading. */
  definition: readonly string[];
  /** The sections after it (現場での使われ方, 場面の例, よくある間違いと注意点). */
  sections: readonly ContentBlock[];
  related: readonly string[];
  products: readonly ProductId[];
}

const productIds: readonly string[] = siteConfig.products.map((product) => product.id);
const isProductId = (id: string): id is ProductId => productIds.includes(id);

/**
 * Every entry's text by slug. The product links are checked here, on the server side only: the headword
 * index the routes read stays free of the site's product list.
 */
function compileTermTexts(): Record<string, TermText> {
  const files = loadTermFiles();
  const unknown = files.flatMap((entry) =>
    entry.data.products
      .filter((id) => !isProductId(id))
      .map((id) => ({
        file: `content/dictionary/terms/${entry.slug}.md`,
        field: "products",
        message: `unknown product ${id}: one of ${productIds.join(", ")}`,
      })),
  );
  if (unknown.length > 0) throw new ContentCollectionError("content/dictionary/terms", unknown);
  return Object.fromEntries(
    files.map((entry) => {
      const [first, ...sections] = entry.blocks;
      const definition = first?.kind === "prose" ? first.paragraphs : [];
      return [
        entry.slug,
        {
          definition,
          sections,
          related: entry.data.related,
          products: entry.data.products.filter(isProductId),
        },
      ];
    }),
  );
}

export const termTexts: Readonly<Record<string, TermText>> = compileTermTexts();
