import type { PageProps } from "@genbagura/routing";
import { FaqPage, type FaqPageContent } from "@genbagura/ui";

/** A searchable page of questions and answers. */
export default function FaqRoutePage({ data }: PageProps<FaqPageContent>) {
  return <FaqPage content={data} />;
}
