import type { PageProps } from "@genbagura/routing";
import { GlossaryTermPage, type GlossaryTermPageContent } from "@genbagura/ui";

export default function GlossaryTermRoutePage({ data }: PageProps<GlossaryTermPageContent>) {
  return <GlossaryTermPage content={data} />;
}
