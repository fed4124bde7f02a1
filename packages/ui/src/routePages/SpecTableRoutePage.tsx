import type { PageProps } from "@genbagura/routing";
import type { SpecTablePageContent } from "../content/pages";
import { SpecTablePage } from "../templates/SpecTablePage";

/** The lazy page of comparisons, operating environments and lists of certified versions. */
export default function SpecTableRoutePage({ data }: PageProps<SpecTablePageContent>) {
  return <SpecTablePage content={data} />;
}
