import type { PageProps } from "@genbagura/routing";
import type { ThanksPageContent } from "../content/pages";
import { ThanksPage } from "../templates/ThanksPage";

/** The lazy page of every plain thanks route: what happens next and where to go. */
export default function ThanksRoutePage({ data }: PageProps<ThanksPageContent>) {
  return <ThanksPage content={data} />;
}
