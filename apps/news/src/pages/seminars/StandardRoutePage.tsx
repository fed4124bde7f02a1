import type { PageProps } from "@genbagura/routing";
import { Section } from "@genbagura/ui/blocks/Section";
import { Page } from "@genbagura/ui/components/Page";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { StandardPage } from "@genbagura/ui/templates/StandardPage";
import type { StandardSeminarPageData } from "../../../content/seminars/model";

/** Seminar pages written with blocks (consultations, members' seminars), with their registration form. */
export default function StandardRoutePage({ data }: PageProps<StandardSeminarPageData>) {
  const { page, registration, form } = data;
  return (
    <>
      <StandardPage data={page} />
      {registration && form ? (
        <Page narrow>
          <Section heading={registration.heading} level={2} className="g-seminar__registration">
            <p>{registration.body}</p>
            <LeadForm form={form} hidden={{ seminarId: registration.seminarId }} />
          </Section>
        </Page>
      ) : null}
    </>
  );
}
