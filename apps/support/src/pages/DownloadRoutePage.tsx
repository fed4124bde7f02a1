import type { PageProps } from "@genbagura/routing";
import { DownloadPage } from "@genbagura/ui";
import { LeadForm } from "@genbagura/ui/forms/LeadForm";
import type { DownloadRouteData } from "../../content/pageData";

/** Guides and documents; a guide sent after registration carries its form. */
export default function DownloadRoutePage({ data }: PageProps<DownloadRouteData>) {
  return (
    <DownloadPage content={data.download}>
      {data.form ? <LeadForm form={data.form} submitLabel={data.submitLabel} /> : null}
    </DownloadPage>
  );
}
