import type { PageProps } from "@genbagura/routing";
import { LandingPage, type LandingPageContent, Page, Section } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { forms } from "../../forms";
import type { LeadFormSpec } from "../special/leadFormSpec";

export interface LandingFormData {
  /** Its action points to `#lead-form`, the form below it. */
  landing: LandingPageContent;
  formHeading: string;
  form: LeadFormSpec;
}

/** A landing page whose one action is the form at its end. */
export default function LandingFormPage({ data }: PageProps<LandingFormData>) {
  return (
    <>
      <LandingPage content={data.landing} />
      <Page>
        <Section heading={data.formHeading} level={2} className="g-form-page__form" id="lead-form">
          <LeadForm
            form={forms[data.form.formId]}
            hidden={data.form.hidden}
            submitLabel={data.form.submitLabel}
          />
        </Section>
      </Page>
    </>
  );
}
