import type { PageProps } from "@genbagura/routing";
import { Section } from "@genbagura/ui/blocks/Section";
import { Page } from "@genbagura/ui/components/Page";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { SeminarPage } from "@genbagura/ui/templates/SeminarPage";
import type { SeminarPageData } from "../../../content/seminars/seminarData";

/** Every seminar and support seminar: registration while seats are left, the waiting list once full. */
export default function SeminarRoutePage({ data }: PageProps<SeminarPageData>) {
  const { seminar, registrationId, waitlist, form } = data;
  return (
    <>
      <SeminarPage content={seminar}>
        {registrationId && form ? (
          <LeadForm form={form} hidden={{ seminarId: registrationId }} submitLabel="このセミナーに申し込む" />
        ) : null}
      </SeminarPage>
      {waitlist && form ? (
        <Page narrow>
          <Section
            heading="キャンセル待ちのお申し込み"
            level={2}
            className="g-seminar__registration"
            id={waitlist.anchorId}
          >
            <p>{waitlist.body}</p>
            <LeadForm
              form={form}
              hidden={{ seminarId: waitlist.seminarId }}
              submitLabel="キャンセル待ちを申し込む"
            />
          </Section>
        </Page>
      ) : null}
    </>
  );
}
