import type { PageProps } from "@genbagura/routing";
import { StandardPage, type StandardPageContent } from "@genbagura/ui";

export default function StandardRoutePage({ data }: PageProps<StandardPageContent>) {
  return <StandardPage content={data} />;
}
