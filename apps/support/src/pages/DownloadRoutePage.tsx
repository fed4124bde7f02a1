import type { PageProps } from "@genbagura/routing";
import { DownloadPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { DownloadRouteData } from "../../content/pageData";
import { supportForm } from "../forms";

/** Guides and documents; a guide sent after registration carries its form. */
export default function DownloadRoutePage({ data }: PageProps<DownloadRouteData>) {
  return (
    <DownloadPage content={data.download}>
      {data.formId ? <LeadForm form={supportForm(data.formId)} submitLabel={data.submitLabel} /> : null}
    </DownloadPage>
  );
}
