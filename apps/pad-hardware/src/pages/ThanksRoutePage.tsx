import type { PageProps } from "@genbagura/routing";
import { ThanksPage, type ThanksPageContent } from "@genbagura/ui";

/** After a form: what happens next and where to go. */
export default function ThanksRoutePage({ data }: PageProps<ThanksPageContent>) {
  return <ThanksPage content={data} />;
}
