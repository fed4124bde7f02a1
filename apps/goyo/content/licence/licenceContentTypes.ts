import type { FormPageContent } from "@genbagura/ui";

/** `/login`: the form page around the licence sign-in form. */
export interface LicenceLoginContent {
  page: FormPageContent;
  form: {
    keyLabel: string;
    keyHelp: string;
    emailLabel: string;
    emailHelp: string;
    submit: string;
    submitting: string;
    /** When the API gives no message of its own (e.g. a 5xx). */
    fallbackError: string;
    noScript: string;
  };
}

/** `/license-deregister/license`: the words around the licence and its activated PCs. */
export interface LicenceActivationsContent {
  title: string;
  lead: string;
  loading: string;
  noScript: string;
  licenceHeading: string;
  labels: { product: string; key: string; holder: string; seats: string };
  /** `{active}` and `{max}` are replaced by the numbers. */
  seatsValue: string;
  tableCaption: string;
  columns: { pcName: string; activatedAt: string; lastSeenAt: string; action: string };
  deregisterButton: string;
  empty: string;
  confirm: {
    heading: string;
    /** `{pcName}` is replaced by the PC's name. */
    body: string;
    accept: string;
    cancel: string;
    working: string;
  };
  signOut: string;
  fallbackError: string;
}
