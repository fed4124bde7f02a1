import type { PageProps } from "@genbagura/routing";
import type { ThanksPageContent } from "@genbagura/ui";
import { ThanksPage } from "@genbagura/ui/templates/ThanksPage";

/** Every thanks page of the seminars: registration and recording requests. */
export default function ThanksRoutePage({ data }: PageProps<ThanksPageContent>) {
  return <ThanksPage content={data} />;
}
