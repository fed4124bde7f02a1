import type { FormKind } from "@genbagura/forms";

/**
 * What a landing page's short form shows besides the required fields, by form kind: the address on a
 * document request (filled only by those who want the printed copy posted), the message on a trial
 * request (how many devices, which plan). The other kinds show their required fields only.
 */
export const shortFormFields: Readonly<Record<FormKind, readonly string[]>> = {
  document: ["postalCode", "prefecture", "city", "street"],
  request: ["message"],
  contact: [],
  order: [],
  survey: [],
  download: [],
  seminar: [],
  consultation: [],
};
