import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, FormPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { FormRouteData } from "../pageData";

/** A page holding one lead form of the kit, with what is being asked for above it. */
export default function FormRoutePage({ data }: PageProps<FormRouteData>) {
  return (
    <FormPage content={data.content}>
      {data.blocks ? <BlockRenderer blocks={data.blocks} /> : null}
      <LeadForm formId={data.formId} hidden={data.hidden} />
    </FormPage>
  );
}
