export { addressFields, businessFields, commonFields, personFields, trackingFields } from "./fieldGroups";
export * as fields from "./fields";
export {
  type FormDefinition,
  type FormDefinitions,
  type FormId,
  type FormInput,
  type FormKind,
  type FormSchema,
  type FormValue,
  fillPathPattern,
  formDefinitions,
  formIds,
  isFormId,
  isTestForm,
  thanksPathFor,
} from "./formDefinitions";
export { groupDigits } from "./groupDigits";
export {
  EMPLOYEE_RANGES,
  type EmployeeRange,
  HONEYPOT_FIELD,
  INDUSTRIES,
  type Industry,
  PREFECTURES,
  type Prefecture,
  REQUEST_TYPES,
  type RequestType,
  SATISFACTION_LEVELS,
  type SatisfactionLevel,
  STARTED_AT_FIELD,
  TRACKING_FIELD_NAMES,
  type TrackingFieldName,
} from "./options";
export {
  findPostalEntry,
  normalizePostalCode,
  POSTAL_CHUNK_BASE_PATH,
  type PostalChunk,
  type PostalEntry,
  postalChunkName,
  postalChunkPath,
} from "./postal";
export {
  type FieldErrors,
  FORM_ERROR_KEY,
  toFieldErrors,
  type ValidationResult,
  validateSubmission,
} from "./validateSubmission";
