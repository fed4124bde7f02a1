import type { PageProps } from "@genbagura/routing";
import type { ArticlePageContent } from "../content/pages";
import { ArticlePage } from "../templates/ArticlePage";

/** The lazy page of every article: news, press releases, release notes, notices. */
export default function ArticleRoutePage({ data }: PageProps<ArticlePageContent>) {
  return <ArticlePage content={data} />;
}
