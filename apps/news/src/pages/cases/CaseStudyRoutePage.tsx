import type { PageProps } from "@genbagura/routing";
import { CaseStudyPage, type CaseStudyPageContent } from "@genbagura/ui";

export default function CaseStudyRoutePage({ data }: PageProps<CaseStudyPageContent>) {
  return <CaseStudyPage content={data} />;
}
