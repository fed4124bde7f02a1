import { loadAnnouncementFiles } from "./announcementFiles";

/**
 * The ids of the announcements, newest first, without their text: what the route validates and
 * prerenders from. Compiled at build time from `entries/*.md` (packages/collections).
 */
export const announcementIndex: readonly string[] = loadAnnouncementFiles().map((entry) => entry.id);
