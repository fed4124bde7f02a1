import type { PageProps } from "@genbagura/routing";
import { PriceTablePage, type PriceTablePageContent } from "@genbagura/ui";

/** Plans side by side (the care plans). */
export default function PriceTableRoutePage({ data }: PageProps<PriceTablePageContent>) {
  return <PriceTablePage content={data} />;
}
