import type * as v from "valibot";
import {
  caseDownloadSchema,
  consultationSchema,
  contactSchema,
  documentRequestSchema,
  downloadSchema,
  orderRequestSchema,
  seminarRecordingSchema,
  seminarRegistrationSchema,
  softwareTrialSchema,
  surveySchema,
  trialRequestSchema,
} from "./schemas";

/** What a form is for: the form kit words its message field, sections and button by it. */
export type FormKind =
  | "contact"
  | "document"
  | "request"
  | "survey"
  | "download"
  | "seminar"
  | "consultation"
  | "order";

export type FormSchema = v.GenericSchema<unknown, Record<string, unknown>>;

/**
 * The shared form kinds' schemas, by name. A form names its schema instead of holding it, so its
 * definition is plain data: a page carries it in its payload, and the browser's form island and the API
 * look the schema up here (each in the copy of this package it was built with).
 */
export const formSchemas = {
  contact: contactSchema,
  document: documentRequestSchema,
  request: trialRequestSchema,
  softwareTrial: softwareTrialSchema,
  order: orderRequestSchema,
  survey: surveySchema,
  download: downloadSchema,
  caseDownload: caseDownloadSchema,
  seminar: seminarRegistrationSchema,
  seminarRecording: seminarRecordingSchema,
  consultation: consultationSchema,
} satisfies Record<string, FormSchema>;

export type FormSchemas = typeof formSchemas;
export type FormSchemaName = keyof FormSchemas;
export type FormValue<Name extends FormSchemaName> = v.InferOutput<FormSchemas[Name]>;
export type FormInput<Name extends FormSchemaName> = v.InferInput<FormSchemas[Name]>;

export function isFormSchemaName(value: string): value is FormSchemaName {
  return Object.hasOwn(formSchemas, value);
}
