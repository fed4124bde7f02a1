import type { PageProps } from "@genbagura/routing";
import type { LegalPageContent } from "../content/pages";
import { LegalPage } from "../templates/LegalPage";

/** The lazy page of policies and terms with numbered sections. */
export default function LegalRoutePage({ data }: PageProps<LegalPageContent>) {
  return <LegalPage content={data} />;
}
