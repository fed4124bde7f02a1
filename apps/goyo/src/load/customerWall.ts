import type { LoadContext } from "@genbagura/routing";
import type { ProductPageContent } from "@genbagura/ui";

/** Goyo's products: a case about one of them puts its customer on the family's wall. */
export const goyoFamilyProducts = ["goyo", "goyo-dx", "kokuban", "dekigata"] as const;

/**
 * A product page with the wordmarks of the customers whose cases use goyo's software, from the news
 * family's cases (the route `reads` news); the page as it was when no case does.
 */
export async function withGoyoCustomers(
  content: ProductPageContent,
  context: Pick<LoadContext, "highlights">,
): Promise<ProductPageContent> {
  const { familyLogoWallOf } = await import("@genbagura/ui/proofBlocks");
  const proof = await familyLogoWallOf(context, goyoFamilyProducts, "御用達・工事黒板を導入いただいたお客様");
  return proof ? { ...content, proof } : content;
}
