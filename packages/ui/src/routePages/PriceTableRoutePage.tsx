import type { PageProps } from "@genbagura/routing";
import type { PriceTablePageContent } from "../content/pages";
import { PriceTablePage } from "../templates/PriceTablePage";

/** The lazy page of plans side by side. */
export default function PriceTableRoutePage({ data }: PageProps<PriceTablePageContent>) {
  return <PriceTablePage content={data} />;
}
