import type { Breadcrumb, LoadResult } from "@genbagura/routing";
import { formatDateJa, type ListingItem, type RelatedLinksData } from "@genbagura/ui";
import { articleEntryOf } from "./articles";
import { summaryOf } from "./blockText";
import { articleRefs } from "./catalogue";
import { newsListingAbout } from "./listingAbout";
import type { ListingRouteData } from "./listingData";
import { newsListingLeads } from "./listingLeads";
import {
  articlesPerPage,
  homeListingOf,
  listingPageHref,
  listsArticle,
  type NewsListing,
  type NewsListingPath,
  newsListings,
  pageCountOf,
  tabsOf,
} from "./listings";
import { newsListingTexts } from "./listingTexts";

/** A later page says which stretch of the archive it holds, newest first. */
function pageLead(items: readonly ListingItem[], page: number): string {
  const newest = items[0];
  const oldest = items[items.length - 1];
  if (!newest || !oldest) return `${page}ページ目のお知らせです。`;
  return `${page}ページ目には、${formatDateJa(oldest.date)}から${formatDateJa(newest.date)}までに掲載したお知らせを新しい順に並べています。`;
}

/** Sections next to the news, linked from every news listing. */
const neighbouringSections: RelatedLinksData = {
  heading: "ニュースとあわせてご覧ください",
  links: [
    {
      label: "導入事例",
      href: "/case",
      description: "現場蔵を導入した建設会社の取り組みと効果をご紹介しています。",
    },
    {
      label: "セミナー・説明会",
      href: "/seminar",
      description: "オンラインと会場で開催するセミナーの日程とお申し込みはこちらです。",
    },
    {
      label: "キャンペーン一覧",
      href: "/campaign/matome",
      description: "実施中のキャンペーンと条件をまとめています。",
    },
  ],
};

function breadcrumbsOf(listing: NewsListing, page: number): Breadcrumb[] {
  const trail: Breadcrumb[] = listing.path === "/news" ? [] : [{ label: "ニュース", href: "/news" }];
  if (listing.product) trail.push({ label: "アップデート", href: "/news/update" });
  const label = listing.path === "/news" ? "ニュース" : listing.label;
  if (page === 1) return [...trail, { label }];
  return [...trail, { label, href: listing.path }, { label: `${page}ページ目` }];
}

/** One page of a news listing; null for a listing or page number that does not exist. */
export function newsListingPayload(path: NewsListingPath, page: number): LoadResult<ListingRouteData> | null {
  const listing: NewsListing | undefined = newsListings.find((candidate) => candidate.path === path);
  if (!listing) return null;
  const pageCount = pageCountOf(listing, articleRefs);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const articles = articleRefs.filter((article) => listsArticle(listing, article));
  const items: ListingItem[] = articles
    .slice((page - 1) * articlesPerPage, page * articlesPerPage)
    .map((article) => {
      const entry = articleEntryOf(article);
      return {
        date: article.date,
        category: homeListingOf(article).label,
        title: entry.title,
        href: article.path,
        summary: summaryOf(entry.blocks),
      };
    });
  const pageSuffix = page === 1 ? "" : `(${page}ページ目)`;
  const { title, description } = newsListingTexts[path];
  const pageHrefs = Array.from({ length: pageCount }, (_, index) => listingPageHref(listing.path, index + 1));
  const previous = pageHrefs[page - 2];
  const next = pageHrefs[page];
  return {
    data: {
      listing: {
        title: `${title}${pageSuffix}`,
        lead: page === 1 ? newsListingLeads[path] : pageLead(items, page),
        categories: tabsOf(listing),
        items,
        pagination: { current: page, pageHrefs },
      },
      ...(newsListingAbout[path] ? { about: newsListingAbout[path] } : {}),
      related: neighbouringSections,
    },
    meta: {
      title: `${title}${pageSuffix}`,
      description: `${description}${pageSuffix}`,
      breadcrumbs: breadcrumbsOf(listing, page),
      links: [
        ...(previous ? [{ rel: "prev" as const, href: previous }] : []),
        ...(next ? [{ rel: "next" as const, href: next }] : []),
      ],
    },
  };
}
