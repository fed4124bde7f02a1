import {
  archiveIds,
  type SeminarId,
  type SupportSeminarSlug,
  seminarIds,
  supportSeminarId,
} from "./catalogue";
import type { SeminarEntry } from "./model";
import { seminars2026 } from "./seminars2026";
import { seminars2027 } from "./seminars2027";
import { supportSeminars } from "./supportSeminars";

// `satisfies` fails to compile when an id of the catalogue has no seminar.
const publicSeminars = { ...seminars2026, ...seminars2027 } satisfies Record<SeminarId, SeminarEntry>;

export interface SeminarRef {
  kind: "public" | "support";
  id: string;
  path: string;
  /** The id its registration form sends. */
  registrationId: string;
  entry: SeminarEntry;
  archived: boolean;
}

export const publicSeminarRefs: readonly SeminarRef[] = seminarIds.map((id) => ({
  kind: "public",
  id,
  path: `/seminar/${id}`,
  registrationId: id,
  entry: publicSeminars[id],
  archived: (archiveIds as readonly string[]).includes(id),
}));

export const supportSeminarRefs: readonly SeminarRef[] = (
  Object.entries(supportSeminars) as [SupportSeminarSlug, SeminarEntry][]
).map(([slug, entry]) => ({
  kind: "support",
  id: slug,
  path: `/seminar/support/${slug}`,
  registrationId: supportSeminarId(slug),
  entry,
  archived: false,
}));

export function findSeminar(kind: SeminarRef["kind"], id: string): SeminarRef | undefined {
  return (kind === "public" ? publicSeminarRefs : supportSeminarRefs).find((seminar) => seminar.id === id);
}
