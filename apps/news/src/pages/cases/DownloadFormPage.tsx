import type { PageProps } from "@genbagura/routing";
import { DownloadPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { DownloadFormData } from "../../../content/cases/casePageData";

/** A document sent after registration: what it holds, and the form that requests it. */
export default function DownloadFormPage({ data }: PageProps<DownloadFormData>) {
  return (
    <DownloadPage content={data.content}>
      <LeadForm {...data.form} />
    </DownloadPage>
  );
}
