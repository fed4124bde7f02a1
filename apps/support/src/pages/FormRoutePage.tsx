import type { PageProps } from "@genbagura/routing";
import { FormPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { FormRouteData } from "../pageData";

/** Every contact, document, request and survey page: the form template around the lead form. */
export default function FormRoutePage({ data }: PageProps<FormRouteData>) {
  return (
    <FormPage content={data.form}>
      <LeadForm formId={data.formId} submitLabel={data.submitLabel} />
    </FormPage>
  );
}
