import type { PageProps } from "@genbagura/routing";
import type { ProductPageContent } from "../content/pages";
import { ProductPage } from "../templates/ProductPage";

/** The lazy page of every product and feature page made of the product template alone. */
export default function ProductRoutePage({ data }: PageProps<ProductPageContent>) {
  return <ProductPage content={data} />;
}
