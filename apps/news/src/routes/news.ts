import type { RouteRegistration } from "@genbagura/routing";
import { articlePage } from "@genbagura/ui/pageKinds";
import { articleRefs, idsOfSection, type NewsSection, sectionBasePaths } from "../../content/news/catalogue";
import { validateDateId } from "../../content/news/dateId";
import {
  isListingPageNumber,
  type NewsListing,
  type NewsListingPath,
  newsListings,
  pageCountOf,
} from "../../content/news/listings";
import { newsIndexPage } from "./kinds";
import * as server from "./news.server";

// Only ids, categories and page counts are here, what routing and `validate` need; each page's title,
// description and content are in its server half (`./news.server.ts`). Pages made from a list of
// listings or sections take their server half from a function of it, undefined in a browser build
// (hence `?.`).

/** A listing at its own path, and its later pages at `<path>/page/<n>` when it has more than one. */
function listingRoutes(listing: NewsListing & { path: NewsListingPath }): RouteRegistration[] {
  const pageCount = pageCountOf(listing, articleRefs);
  const firstPage = newsIndexPage({ path: listing.path, server: server.newsListing?.(listing.path) });
  if (pageCount === 1) return [firstPage];
  const laterPages = newsIndexPage({
    path: `${listing.path}/page/:page`,
    validate: ({ page }) => (isListingPageNumber(page, pageCount) ? true : { statusCode: 404 }),
    server: server.newsListingLaterPages?.(listing.path, pageCount),
  });
  return [firstPage, laterPages];
}

const articleSections: readonly NewsSection[] = ["notice", "pressrelease", "ios", "update", "terms"];

/** `<section path>/:date`: the ids of the catalogue, every other date a 404. */
function sectionArticleRoute(section: NewsSection) {
  const ids = idsOfSection(section);
  return articlePage({
    path: `${sectionBasePaths[section]}/:date`,
    validate: ({ date }) => validateDateId(date, ids),
    server: server.newsArticle?.(section),
  });
}

export const newsRoutes: RouteRegistration[] = [
  ...newsListings.flatMap(listingRoutes),
  ...articleSections.map(sectionArticleRoute),
];
