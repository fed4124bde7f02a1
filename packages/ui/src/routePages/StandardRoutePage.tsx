import type { PageProps } from "@genbagura/routing";
import type { StandardPageContent } from "../content/pages";
import { StandardPage } from "../templates/StandardPage";

/** The lazy page of every route made of blocks only: `page: () => import("@genbagura/ui/routePages/StandardRoutePage")`. */
export default function StandardRoutePage({ data }: PageProps<StandardPageContent>) {
  return <StandardPage content={data} />;
}
