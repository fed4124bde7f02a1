import type { PageProps } from "@genbagura/routing";
import { DownloadPage, type DownloadPageContent } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { forms } from "../../forms";
import type { LeadFormSpec } from "../special/leadFormSpec";

export interface DownloadFormData {
  content: DownloadPageContent;
  form: LeadFormSpec;
}

/** A document sent after registration: what it holds, and the form that requests it. */
export default function DownloadFormPage({ data }: PageProps<DownloadFormData>) {
  return (
    <DownloadPage content={data.content}>
      <LeadForm
        form={forms[data.form.formId]}
        hidden={data.form.hidden}
        submitLabel={data.form.submitLabel}
      />
    </DownloadPage>
  );
}
