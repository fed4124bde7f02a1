import type { PageProps } from "@genbagura/routing";
import { SpecTablePage, type SpecTablePageContent } from "@genbagura/ui";

/** Comparisons, operating environments and lists of certified versions or registrations. */
export default function SpecTableRoutePage({ data }: PageProps<SpecTablePageContent>) {
  return <SpecTablePage content={data} />;
}
