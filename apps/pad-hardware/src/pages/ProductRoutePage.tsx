import type { PageProps } from "@genbagura/routing";
import { ProductPage, type ProductPageContent } from "@genbagura/ui";

/** Product pages of the family: tablets, handhelds, accessories and services. */
export default function ProductRoutePage({ data }: PageProps<ProductPageContent>) {
  return <ProductPage content={data} />;
}
