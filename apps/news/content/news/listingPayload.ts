import type { Breadcrumb, PageMeta } from "@genbagura/routing";
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

function listingOf(path: NewsListingPath, page: number): { listing: NewsListing; pageCount: number } | null {
  const listing: NewsListing | undefined = newsListings.find((candidate) => candidate.path === path);
  if (!listing) return null;
  const pageCount = pageCountOf(listing, articleRefs);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { listing, pageCount };
}

const pageSuffixOf = (page: number) => (page === 1 ? "" : `(${page}ページ目)`);

/** One page of a news listing; null for a listing or page number that does not exist. */
export function newsListingPage(path: NewsListingPath, page: number): ListingRouteData | null {
  const found = listingOf(path, page);
  if (!found) return null;
  const { listing, pageCount } = found;
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
  return {
    listing: {
      title: `${newsListingTexts[path].title}${pageSuffixOf(page)}`,
      lead: page === 1 ? newsListingLeads[path] : pageLead(items, page),
      categories: tabsOf(listing),
      items,
      pagination: {
        current: page,
        pageHrefs: Array.from({ length: pageCount }, (_, index) => listingPageHref(listing.path, index + 1)),
      },
    },
    ...(newsListingAbout[path] ? { about: newsListingAbout[path] } : {}),
    related: neighbouringSections,
  };
}

/** The head of one page of a news listing: its title and description, trail, and rel prev/next. */
export function newsListingMeta(path: NewsListingPath, page: number): PageMeta | undefined {
  const found = listingOf(path, page);
  if (!found) return undefined;
  const { title, description } = newsListingTexts[path];
  const previous = page > 1 ? listingPageHref(path, page - 1) : undefined;
  const next = page < found.pageCount ? listingPageHref(path, page + 1) : undefined;
  return {
    title: `${title}${pageSuffixOf(page)}`,
    description: `${description}${pageSuffixOf(page)}`,
    breadcrumbs: breadcrumbsOf(found.listing, page),
    links: [
      ...(previous ? [{ rel: "prev" as const, href: previous }] : []),
      ...(next ? [{ rel: "next" as const, href: next }] : []),
    ],
  };
}
