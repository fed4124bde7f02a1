import type { Breadcrumb, LoadResult } from "@genbagura/routing";
import type { ArticlePageContent, LinkItem } from "@genbagura/ui";
import { articleEntryOf } from "./articles";
import { summaryOf } from "./blockText";
import { type ArticleRef, articleRefs, type NewsSection } from "./catalogue";
import { homeListingOf, newsListings } from "./listings";
import { newsArticleJsonLd } from "./newsJsonLd";

const relatedCount = 3;
const updateListing = newsListings.find((listing) => listing.path === "/news/update");

/**
 * The articles of the same listing closest in time (the natural "see also" of a dated series), topped up
 * from the same section when the listing is short.
 */
export function relatedArticles(article: ArticleRef): ArticleRef[] {
  const home = homeListingOf(article);
  const time = Date.parse(article.date);
  const rank = (other: ArticleRef) => (homeListingOf(other) === home ? 0 : 1);
  const distance = (other: ArticleRef) => Math.abs(Date.parse(other.date) - time);
  return articleRefs
    .filter((other) => other !== article && other.section === article.section)
    .sort((a, b) => rank(a) - rank(b) || distance(a) - distance(b))
    .slice(0, relatedCount);
}

function relatedLink(article: ArticleRef): LinkItem {
  return { label: articleEntryOf(article).title, href: article.path };
}

/** The page data, breadcrumbs and NewsArticle JSON-LD of one article; null when no such article exists. */
export function newsArticlePayload(section: NewsSection, id: string): LoadResult<ArticlePageContent> | null {
  const article = articleRefs.find((candidate) => candidate.section === section && candidate.id === id);
  if (!article) return null;
  const entry = articleEntryOf(article);
  const home = homeListingOf(article);
  const description = summaryOf(entry.blocks);
  const trail: Breadcrumb[] = [
    { label: "ニュース", href: "/news" },
    ...(home.product && updateListing ? [{ label: updateListing.label, href: updateListing.path }] : []),
    { label: home.label, href: home.path },
    { label: entry.title },
  ];
  return {
    data: {
      title: entry.title,
      publishedAt: article.date,
      ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}),
      category: { label: home.label, href: home.path },
      path: article.path,
      blocks: entry.blocks,
      related: relatedArticles(article).map(relatedLink),
    },
    meta: {
      title: entry.title,
      description,
      breadcrumbs: trail,
      lastModified: entry.updatedAt ?? article.date,
      jsonLd: [
        newsArticleJsonLd({
          title: entry.title,
          description,
          path: article.path,
          publishedAt: article.date,
          ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}),
          section: home.label,
        }),
      ],
    },
  };
}
