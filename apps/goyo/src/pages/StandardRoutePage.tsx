import type { PageProps } from "@genbagura/routing";
import { StandardPage, type StandardPageContent } from "@genbagura/ui";

/** Guides, certificates, NETIS and help pages: a title, a lead and blocks. */
export default function StandardRoutePage({ data }: PageProps<StandardPageContent>) {
  return <StandardPage content={data} />;
}
