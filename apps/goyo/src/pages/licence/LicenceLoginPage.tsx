import type { PageProps } from "@genbagura/routing";
import { FormPage } from "@genbagura/ui";
import type { LicenceLoginContent } from "../../../content/licence/licenceContentTypes";
import { LicenceLoginForm } from "./LicenceLoginForm";

export default function LicenceLoginPage({ data }: PageProps<LicenceLoginContent>) {
  return (
    <FormPage content={data.page}>
      <LicenceLoginForm text={data.form} />
    </FormPage>
  );
}
