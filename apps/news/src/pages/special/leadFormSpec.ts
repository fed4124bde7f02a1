import type { NewsFormId } from "../../forms";

/** Which lead form a page shows: data, so one page component serves every form of its kind. */
export interface LeadFormSpec {
  formId: NewsFormId;
  hidden?: Record<string, string>;
  submitLabel?: string;
}
