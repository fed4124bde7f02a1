import { Section } from "../blocks/Section";
import type { LandingForm } from "../content/pages";
import { LeadForm } from "../forms/LeadForm";

/** The anchor of a landing page's form: the page's buttons lead here instead of away. */
export const LANDING_FORM_ID = "landing-form";

export interface LandingFormSectionProps {
  heading: string;
  body?: string;
  landingForm: LandingForm;
}

/**
 * The one short form of every advertising landing page: which form, which optional fields and which fixed
 * values come from the page's data (`LandingFormSpec`), never from a form copied into an app.
 */
export function LandingFormSection({ heading, body, landingForm }: LandingFormSectionProps) {
  const { form, optionalFields, hidden, submitLabel } = landingForm;
  return (
    <Section heading={heading} level={2} className="g-landing-form" id={LANDING_FORM_ID}>
      {body ? <p className="g-landing-form__body">{body}</p> : null}
      <LeadForm form={form} optionalFields={optionalFields} hidden={hidden} submitLabel={submitLabel} />
    </Section>
  );
}
