import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, type ContentBlock, Page, PageHero, Section, SupportContact } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { forms } from "../../forms";
import type { LeadFormSpec } from "./leadFormSpec";

export interface ConsultationPageData {
  title: string;
  lead: string;
  blocks: readonly ContentBlock[];
  formHeading: string;
  formLead: string;
  form: LeadFormSpec;
}

/** An explanation followed by the form that asks for a consultation about it. */
export default function ConsultationPage({ data }: PageProps<ConsultationPageData>) {
  return (
    <Page>
      <PageHero
        title={data.title}
        lead={data.lead}
        actions={[{ label: data.formHeading, href: "#consultation-form" }]}
      />
      <BlockRenderer blocks={data.blocks} />
      <Section heading={data.formHeading} level={2} className="g-form-page__form" id="consultation-form">
        <p>{data.formLead}</p>
        <LeadForm
          form={forms[data.form.formId]}
          hidden={data.form.hidden}
          submitLabel={data.form.submitLabel}
        />
      </Section>
      <SupportContact />
    </Page>
  );
}
