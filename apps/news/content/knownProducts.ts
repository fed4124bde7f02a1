import { ContentCollectionError, type ContentIssue } from "@genbagura/collections";
import { type ProductId, siteConfig } from "@genbagura/ui";

// The site's product ids, for content files that name products. Kept out of the collections' id
// indexes (caseIds, campaignSlugs): those are read by the routes, which never load the site's product
// list, so the ids are checked where the full records are compiled, as the dictionary's terms are.

const productIds: readonly string[] = siteConfig.products.map((product) => product.id);

export const isProductId = (id: string): id is ProductId => productIds.includes(id);

/**
 * Every product id an entry names that the site does not sell, as issues naming the file and the field
 * (`products.2`); throws them all at once, so a bad file fails the build.
 */
export function assertKnownProducts(
  folder: string,
  entries: readonly { file: string; products: readonly string[] }[],
): void {
  const issues: ContentIssue[] = entries.flatMap(({ file, products }) =>
    products.flatMap((id, index) =>
      isProductId(id)
        ? []
        : [
            {
              file,
              field: `products.${index}`,
              message: `unknown value ${JSON.stringify(id)}: one of ${productIds.join(", ")}`,
            },
          ],
    ),
  );
  if (issues.length > 0) throw new ContentCollectionError(folder, issues);
}
