import type { PageProps } from "@genbagura/routing";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import { FormPage } from "@genbagura/ui/templates/FormPage";
import type { RecordingRequestPageData } from "../../../content/seminars/archivePayload";

/** Every recorded seminar: what the recording holds, and the form to request it. */
export default function RecordingRequestRoutePage({ data }: PageProps<RecordingRequestPageData>) {
  return (
    <FormPage content={data.page}>
      <LeadForm form={data.form} hidden={{ seminarId: data.seminarId }} submitLabel="録画の視聴を申し込む" />
    </FormPage>
  );
}
