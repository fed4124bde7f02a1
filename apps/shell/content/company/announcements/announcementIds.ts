/**
 * The ids of the important announcements, newest first. Kept apart from the records so `validate` and
 * `prerender` can check an id without loading any announcement text.
 */
export const announcementIds = [
  "price-revision-2027",
  "phishing-warning",
  "battery-pack-exchange",
  "kokuban-ios16-end",
  "privacy-policy-2026",
  "showroom-reservation",
] as const;

export type AnnouncementId = (typeof announcementIds)[number];

export function isAnnouncementId(id: string | undefined): id is AnnouncementId {
  return announcementIds.some((known) => known === id);
}
