import type { PageProps } from "@genbagura/routing";
import { StandardPage, type StandardPageContent } from "@genbagura/ui";

/** Company pages made of blocks: overview, guides, showroom, support structure, sitemap. */
export default function CompanyStandardPage({ data }: PageProps<StandardPageContent>) {
  return <StandardPage content={data} />;
}
