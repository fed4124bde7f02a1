export {
  declaredForm,
  defineForms,
  FORMS_API_PATH,
  type FormDeclaration,
  type FormDefinition,
  fillPathPattern,
  form,
  type ServerBundleForms,
  thanksPathFor,
} from "./defineForm";
export { addressFields, businessFields, commonFields, personFields, trackingFields } from "./fieldGroups";
export * as fields from "./fields";
export {
  type FormInput,
  type FormKind,
  type FormSchema,
  type FormSchemaName,
  type FormSchemas,
  type FormValue,
  formSchemas,
  isFormSchemaName,
} from "./formKinds";
export { groupDigits } from "./groupDigits";
export {
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  TRACKING_FIELD_NAMES,
  type TrackingFieldName,
} from "./hiddenFields";
export {
  EMPLOYEE_RANGES,
  type EmployeeRange,
  INDUSTRIES,
  type Industry,
  PREFECTURES,
  type Prefecture,
  REQUEST_TYPES,
  type RequestType,
  SATISFACTION_LEVELS,
  type SatisfactionLevel,
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
  validateWithSchema,
} from "./validateSubmission";
