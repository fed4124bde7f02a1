import type { PageMeta } from "@genbagura/routing";
import type { ArticlePageContent, ListingPageContent } from "@genbagura/ui";
import type { Announcement } from "./announcementFiles";
import { announcements } from "./announcementTexts.collection";

export const announcementsPath = "/announcements";
export const announcementsLabel = "重要なお知らせ";

export function announcementPath(id: string): string {
  return `${announcementsPath}/${id}`;
}

const announcementOf = (id: string | undefined): Announcement | undefined =>
  announcements.find((announcement) => announcement.id === id);

/** The index: every announcement, newest first. */
export function announcementListing(): ListingPageContent {
  return {
    title: announcementsLabel,
    lead: "価格の改定、サービスの提供条件の変更、製品の無償交換、セキュリティに関する注意喚起など、お客様に必ずお読みいただきたいお知らせを掲載しています。",
    categories: [],
    items: announcements.map(({ id, publishedAt, category, title, summary }) => ({
      date: publishedAt,
      category,
      title,
      href: announcementPath(id),
      summary,
    })),
  };
}

/** One announcement's page; undefined for an unknown id. */
export function announcementArticle(id: string | undefined): ArticlePageContent | undefined {
  const announcement = announcementOf(id);
  if (!announcement) return undefined;
  const { title, publishedAt, updatedAt, category, blocks, related } = announcement;
  return {
    title,
    publishedAt,
    ...(updatedAt ? { updatedAt } : {}),
    category: { label: `${announcementsLabel}(${category})`, href: announcementsPath },
    path: announcementPath(announcement.id),
    blocks,
    related,
  };
}

/** Its title, description and breadcrumbs. */
export function announcementMeta(id: string | undefined): PageMeta | undefined {
  const announcement = announcementOf(id);
  if (!announcement) return undefined;
  const { title, summary } = announcement;
  return {
    title,
    description: summary,
    breadcrumbs: [{ label: announcementsLabel, href: announcementsPath }, { label: title }],
  };
}
