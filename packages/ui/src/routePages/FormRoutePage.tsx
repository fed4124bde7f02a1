import type { FormDefinition } from "@genbagura/forms/defineForm";
import type { PageProps } from "@genbagura/routing";
import { BlockRenderer } from "../blocks/BlockRenderer";
import type { ContentBlock } from "../content/blocks";
import type { FormPageContent } from "../content/pages";
import { LeadForm } from "../forms/LeadForm";
import { FormPage } from "../templates/FormPage";

/** What a form route's `load` returns: the page around one lead form. */
export interface FormRouteData {
  content: FormPageContent;
  /** The form, as the app that owns the page declares it (plain data, carried in the payload). */
  form: FormDefinition;
  /** Fields the page fixes, sent as hidden fields (e.g. the kind of request). */
  hidden?: Readonly<Record<string, string>>;
  /** Sections shown above the form (what is being ordered, the price). */
  blocks?: readonly ContentBlock[];
  submitLabel?: string;
}

/** The lazy page of every route whose main content is one lead form. */
export default function FormRoutePage({ data }: PageProps<FormRouteData>) {
  return (
    <FormPage content={data.content}>
      {data.blocks ? <BlockRenderer blocks={data.blocks} /> : null}
      <LeadForm form={data.form} hidden={data.hidden} submitLabel={data.submitLabel} />
    </FormPage>
  );
}
