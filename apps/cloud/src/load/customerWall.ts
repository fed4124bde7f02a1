import type { LoadContext } from "@genbagura/routing";
import type { LogoWallData } from "@genbagura/ui";

/** The cloud family's products: a case about one of them puts its customer on the family's wall. */
export const cloudFamilyProducts = ["cloud", "pix"] as const;

/** The wordmarks of the cloud's customers, from the news family's cases (the route `reads` news). */
export async function cloudCustomerWall(
  context: Pick<LoadContext, "highlights">,
): Promise<LogoWallData | undefined> {
  const { familyLogoWallOf } = await import("@genbagura/ui/proofBlocks");
  return familyLogoWallOf(context, cloudFamilyProducts, "現場蔵クラウドを導入いただいたお客様");
}
