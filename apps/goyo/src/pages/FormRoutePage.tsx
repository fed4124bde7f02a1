import type { PageProps } from "@genbagura/routing";
import { FormPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { GoyoFormPageData } from "../pageData";

/** Trial, document and order-made requests: the form template around the lead form. */
export default function FormRoutePage({ data }: PageProps<GoyoFormPageData>) {
  const { formId, hidden, submitLabel } = data.form;
  return (
    <FormPage content={data.content}>
      <LeadForm formId={formId} hidden={hidden} submitLabel={submitLabel} />
    </FormPage>
  );
}
