import type { CollectionRoot } from "@genbagura/collections";
import { assertKnownProducts, isProductId } from "../knownProducts";
import { loadCampaignFiles } from "./campaignFiles";
import type { CampaignRecord } from "./campaignTypes";

/**
 * Every dated campaign, complete: the files read and validated, and their product ids checked against
 * the site's products (a file naming a product the site does not sell fails the build).
 */
export function loadCampaignRecords(root?: CollectionRoot): CampaignRecord[] {
  const files = loadCampaignFiles(root);
  const folder = root?.folder ?? "content/campaigns";
  assertKnownProducts(
    folder,
    files.map((file) => ({ file: `${folder}/${file.slug}.md`, products: file.products })),
  );
  return files.flatMap((file) => {
    const [first, ...others] = file.products.filter(isProductId);
    return first ? [{ ...file, products: [first, ...others] }] : [];
  });
}
