import type { PageProps } from "@genbagura/routing";
import { LegalPage, type LegalPageContent } from "@genbagura/ui";

/** Policies with numbered sections: privacy, information security, returns. */
export default function CompanyLegalPage({ data }: PageProps<LegalPageContent>) {
  return <LegalPage content={data} />;
}
