import type { PageProps } from "@genbagura/routing";
import { Section } from "@genbagura/ui/blocks/Section";
import { Page } from "@genbagura/ui/components/Page";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { StandardPage } from "@genbagura/ui/templates/StandardPage";
import type { StandardSeminarPage } from "../../../content/seminars/model";
import { forms } from "../../forms";

/** Seminar pages written with blocks (consultations, members' seminars), with their registration form. */
export default function StandardRoutePage({ data }: PageProps<StandardSeminarPage>) {
  const { page, registration } = data;
  return (
    <>
      <StandardPage data={page} />
      {registration ? (
        <Page narrow>
          <Section heading={registration.heading} level={2} className="g-seminar__registration">
            <p>{registration.body}</p>
            <LeadForm form={forms.seminar_registration} hidden={{ seminarId: registration.seminarId }} />
          </Section>
        </Page>
      ) : null}
    </>
  );
}
