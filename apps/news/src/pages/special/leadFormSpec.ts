import type { FormId } from "@genbagura/forms";

/** Which lead form a page shows: data, so one page component serves every form of its kind. */
export interface LeadFormSpec {
  formId: FormId;
  hidden?: Record<string, string>;
  submitLabel?: string;
}
