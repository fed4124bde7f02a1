import type { PageProps } from "@genbagura/routing";
import { StandardPage } from "@genbagura/ui";
import type { CloudStandardPageData } from "../pageData";

/** Pages made of blocks only, such as the full plan comparison chart. */
export default function CloudStandardRoutePage({ data }: PageProps<CloudStandardPageData>) {
  return <StandardPage content={data.content} />;
}
