import { supportSeminarId } from "./catalogue";
import type { SeminarArchiveEntry, SeminarEntry } from "./model";
import type { SeminarFile } from "./seminarFiles";
import { seminarFiles } from "./seminarFiles.collection";

export interface SeminarRef {
  kind: SeminarFile["kind"];
  id: string;
  path: string;
  /** The id its registration form sends. */
  registrationId: string;
  entry: SeminarEntry;
  /** The recording offered at `/seminar/archive/<id>`, for a past public seminar. */
  recording?: SeminarArchiveEntry;
}

function refOf({ kind, id, entry, recording }: SeminarFile): SeminarRef {
  return {
    kind,
    id,
    path: kind === "public" ? `/seminar/${id}` : `/seminar/support/${id}`,
    registrationId: kind === "public" ? id : supportSeminarId(id),
    entry,
    ...(recording ? { recording } : {}),
  };
}

export const publicSeminarRefs: readonly SeminarRef[] = seminarFiles
  .filter((file) => file.kind === "public")
  .map(refOf);

export const supportSeminarRefs: readonly SeminarRef[] = seminarFiles
  .filter((file) => file.kind === "support")
  .map(refOf);

export function findSeminar(kind: SeminarRef["kind"], id: string): SeminarRef | undefined {
  return (kind === "public" ? publicSeminarRefs : supportSeminarRefs).find((seminar) => seminar.id === id);
}
