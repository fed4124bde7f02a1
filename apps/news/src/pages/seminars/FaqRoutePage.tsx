import type { PageProps } from "@genbagura/routing";
import type { FaqPageContent } from "@genbagura/ui";
import { FaqPage } from "@genbagura/ui/templates/FaqPage";

/** The seminar FAQ. */
export default function FaqRoutePage({ data }: PageProps<FaqPageContent>) {
  return <FaqPage content={data} />;
}
