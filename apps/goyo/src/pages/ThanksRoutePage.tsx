import type { PageProps } from "@genbagura/routing";
import { ThanksPage, type ThanksPageContent } from "@genbagura/ui";

/** What happens after a trial request, a document request or an order-made request. */
export default function ThanksRoutePage({ data }: PageProps<ThanksPageContent>) {
  return <ThanksPage content={data} />;
}
