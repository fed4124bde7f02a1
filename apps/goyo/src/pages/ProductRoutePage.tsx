import type { PageProps } from "@genbagura/routing";
import { ProductPage, type ProductPageContent } from "@genbagura/ui";

/** Every product and feature page of the goyo family. */
export default function ProductRoutePage({ data }: PageProps<ProductPageContent>) {
  return <ProductPage content={data} />;
}
