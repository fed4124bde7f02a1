import type { PageProps } from "@genbagura/routing";
import { StandardPage, type StandardPageContent } from "@genbagura/ui";

/** Pages made of blocks only: price lists, purchase pages, model histories, comparisons. */
export default function StandardRoutePage({ data }: PageProps<StandardPageContent>) {
  return <StandardPage content={data} />;
}
