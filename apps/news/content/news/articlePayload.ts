import type { Breadcrumb, LoadContext, PageMeta } from "@genbagura/routing";
import type { ArticlePageContent, LinkItem } from "@genbagura/ui";
import { articleEntryOf } from "./articles";
import { summaryOf } from "./blockText";
import { type ArticleRef, articleRefs, type NewsSection } from "./catalogue";
import { homeListingOf, newsListings } from "./listings";
import { newsArticleJsonLd } from "./newsJsonLd";
import { pressBoilerplate } from "./pressBoilerplate";
import { pressReleaseDownloadBlock } from "./pressReleases";

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

/**
 * The page data of one article; null when no such article exists. Rendered for a version (`context`), a
 * press release links its PDF after its boilerplate.
 */
export function newsArticle(
  section: NewsSection,
  id: string,
  context?: Pick<LoadContext, "asset">,
): ArticlePageContent | null {
  const article = articleRefs.find((candidate) => candidate.section === section && candidate.id === id);
  if (!article) return null;
  const entry = articleEntryOf(article);
  const home = homeListingOf(article);
  return {
    title: entry.title,
    publishedAt: article.date,
    ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}),
    category: { label: home.label, href: home.path },
    path: article.path,
    blocks:
      section === "pressrelease"
        ? [
            ...entry.blocks,
            ...pressBoilerplate,
            ...(context ? [pressReleaseDownloadBlock(article.id, context)] : []),
          ]
        : entry.blocks,
    related: relatedArticles(article).map(relatedLink),
  };
}

/** What an article's page data implies for its head: title, summary, trail and NewsArticle JSON-LD. */
export function newsArticleMeta(data: ArticlePageContent): PageMeta {
  const article = articleRefs.find((candidate) => candidate.path === data.path);
  if (!article) throw new Error(`No article at ${data.path}`);
  const home = homeListingOf(article);
  const description = summaryOf(data.blocks);
  const trail: Breadcrumb[] = [
    { label: "ニュース", href: "/news" },
    ...(home.product && updateListing ? [{ label: updateListing.label, href: updateListing.path }] : []),
    { label: home.label, href: home.path },
    { label: data.title },
  ];
  return {
    title: data.title,
    description,
    breadcrumbs: trail,
    lastModified: data.updatedAt ?? data.publishedAt,
    jsonLd: [
      newsArticleJsonLd({
        title: data.title,
        description,
        path: data.path,
        publishedAt: data.publishedAt,
        ...(data.updatedAt ? { updatedAt: data.updatedAt } : {}),
        section: home.label,
      }),
    ],
  };
}
