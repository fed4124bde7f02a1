import type { PageProps } from "@genbagura/routing";
import type { ArticlePageContent } from "@genbagura/ui";
import { ArticlePage } from "@genbagura/ui/templates/ArticlePage";

/** Every news article, press release, iOS notice, release note and terms notice. */
export default function ArticleRoutePage({ data }: PageProps<ArticlePageContent>) {
  return <ArticlePage content={data} />;
}
