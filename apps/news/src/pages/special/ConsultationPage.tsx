import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, PageHero, Section, SupportContact } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { ConsultationPageData } from "../../../content/pageData";

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
        <LeadForm {...data.form} />
      </Section>
      <SupportContact />
    </Page>
  );
}
