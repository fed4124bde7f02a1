import { announcementIndex } from "./announcementIndex.collection";

/**
 * The ids of the important announcements, newest first: the file names of `entries/`. Kept apart from
 * the texts so `validate` and `prerender` can check an id without loading any announcement text.
 */
export const announcementIds: readonly string[] = announcementIndex;

export function isAnnouncementId(id: string | undefined): id is string {
  return id !== undefined && announcementIds.includes(id);
}
