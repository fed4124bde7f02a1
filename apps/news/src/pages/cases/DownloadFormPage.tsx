import type { PageProps } from "@genbagura/routing";
import { DownloadPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { DownloadFormData } from "../../../content/cases/casePageData";
import { newsForm } from "../../forms";

/** A document sent after registration: what it holds, and the form that requests it. */
export default function DownloadFormPage({ data }: PageProps<DownloadFormData>) {
  return (
    <DownloadPage content={data.content}>
      <LeadForm
        form={newsForm(data.form.formId)}
        hidden={data.form.hidden}
        submitLabel={data.form.submitLabel}
      />
    </DownloadPage>
  );
}
