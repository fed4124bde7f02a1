import type { LoadResult } from "@genbagura/routing";
import type { ArticlePageContent, ListingPageContent } from "@genbagura/ui";
import { type AnnouncementId, announcementIds, isAnnouncementId } from "./announcementIds";
import { announcements } from "./announcements";

export const announcementsPath = "/announcements";
export const announcementsLabel = "重要なお知らせ";

export function announcementPath(id: AnnouncementId): string {
  return `${announcementsPath}/${id}`;
}

/** The index: every announcement, newest first (the ids are kept in that order). */
export function announcementListing(): ListingPageContent {
  return {
    title: announcementsLabel,
    lead: "価格の改定、サービスの提供条件の変更、製品の無償交換、セキュリティに関する注意喚起など、お客様に必ずお読みいただきたいお知らせを掲載しています。",
    categories: [],
    items: announcementIds.map((id) => {
      const { publishedAt, category, title, summary } = announcements[id];
      return { date: publishedAt, category, title, href: announcementPath(id), summary };
    }),
  };
}

/** One announcement with its metadata and breadcrumbs; null for an unknown id. */
export function announcementPayload(id: string | undefined): LoadResult<ArticlePageContent> | null {
  if (!isAnnouncementId(id)) return null;
  const { title, publishedAt, updatedAt, category, summary, blocks, related } = announcements[id];
  return {
    data: {
      title,
      publishedAt,
      ...(updatedAt ? { updatedAt } : {}),
      category: { label: `${announcementsLabel}(${category})`, href: announcementsPath },
      path: announcementPath(id),
      blocks,
      related,
    },
    meta: {
      title,
      description: summary,
      breadcrumbs: [{ label: announcementsLabel, href: announcementsPath }, { label: title }],
    },
  };
}
