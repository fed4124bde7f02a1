import type { FormDefinition } from "@genbagura/forms";
import type { SeminarPageContent } from "@genbagura/ui";

/** What a seminar route hands its page: the seminar, and which form it offers. */
export interface SeminarRouteData {
  seminar: SeminarPageContent;
  /** The registration form's seminar id while seats are left. */
  registrationId?: string;
  /** The waiting-list form of a full seminar, at `#anchorId` (the closed-seminar notice links there). */
  waitlist?: { anchorId: string; seminarId: string; body: string };
}

/** A seminar page's data: the registration form's definition (src/forms.ts), bound on the server, whenever it offers a form. */
export interface SeminarPageData extends SeminarRouteData {
  form?: FormDefinition;
}
