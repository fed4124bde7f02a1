import type { PageProps } from "@genbagura/routing";
import { LegalPage, type LegalPageContent } from "@genbagura/ui";

export default function LegalRoutePage({ data }: PageProps<LegalPageContent>) {
  return <LegalPage content={data} />;
}
