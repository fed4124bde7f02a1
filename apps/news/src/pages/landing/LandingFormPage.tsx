import type { PageProps } from "@genbagura/routing";
import { LandingPage, Page, Section } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { LandingFormData } from "../../../content/pageData";

/** A landing page whose one action is the form at its end. */
export default function LandingFormPage({ data }: PageProps<LandingFormData>) {
  return (
    <>
      <LandingPage data={data.landing} />
      <Page>
        <Section heading={data.formHeading} level={2} className="g-form-page__form" id="lead-form">
          <LeadForm {...data.form} />
        </Section>
      </Page>
    </>
  );
}
