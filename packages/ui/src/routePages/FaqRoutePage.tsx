import type { PageProps } from "@genbagura/routing";
import type { FaqPageContent } from "../content/pages";
import { FaqPage } from "../templates/FaqPage";

/** The lazy page of every searchable page of questions and answers. */
export default function FaqRoutePage({ data }: PageProps<FaqPageContent>) {
  return <FaqPage content={data} />;
}
