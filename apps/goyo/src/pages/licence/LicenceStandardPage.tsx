import type { PageProps } from "@genbagura/routing";
import { StandardPage, type StandardPageContent } from "@genbagura/ui";

/** The deregistration guide and the two connection error pages: content only. */
export default function LicenceStandardPage({ data }: PageProps<StandardPageContent>) {
  return <StandardPage content={data} />;
}
