import type { PageProps } from "@genbagura/routing";
import { ArticlePage, type ArticlePageContent } from "@genbagura/ui";

/** One important announcement. */
export default function AnnouncementPage({ data }: PageProps<ArticlePageContent>) {
  return <ArticlePage content={data} />;
}
