import type { PageProps } from "@genbagura/routing";
import { ThanksPage, type ThanksPageContent } from "@genbagura/ui";

export default function ThanksRoutePage({ data }: PageProps<ThanksPageContent>) {
  return <ThanksPage content={data} />;
}
