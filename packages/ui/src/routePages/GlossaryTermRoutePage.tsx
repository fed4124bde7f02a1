import type { PageProps } from "@genbagura/routing";
import type { GlossaryTermPageContent } from "../content/pages";
import { GlossaryTermPage } from "../templates/GlossaryTermPage";

/** The lazy page of every headword of a dictionary. */
export default function GlossaryTermRoutePage({ data }: PageProps<GlossaryTermPageContent>) {
  return <GlossaryTermPage content={data} />;
}
