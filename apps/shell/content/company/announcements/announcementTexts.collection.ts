import { type Announcement, loadAnnouncementFiles } from "./announcementFiles";

/** Every announcement, newest first, compiled at build time from `entries/*.md`. */
export const announcements: readonly Announcement[] = loadAnnouncementFiles();
