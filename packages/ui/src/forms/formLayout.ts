import type { FormDefinition } from "@genbagura/forms/defineForm";
import { formSchemas } from "@genbagura/forms/formKinds";
import { HONEYPOT_FIELD, STARTED_AT_FIELD, TRACKING_FIELD_NAMES } from "@genbagura/forms/hiddenFields";
import {
  type CatalogueFieldName,
  type FieldControl,
  fieldCatalogue,
  fieldPairs,
  isCatalogueField,
  messageLabels,
  pageSuppliedFields,
  requirementReasons,
  sectionPlans,
} from "./fieldCatalogue";
import { type EntrySchema, isRequiredEntry, maxLengthOf, schemaEntries } from "./schemaShape";

export interface FieldSpec {
  name: CatalogueFieldName;
  label: string;
  required: boolean;
  control: FieldControl;
  help?: string;
  maxLength?: number;
}

export type LayoutRow =
  | { kind: "field"; field: FieldSpec }
  | {
      kind: "pair";
      legend: string;
      required: boolean;
      help?: string;
      fields: readonly [FieldSpec, FieldSpec];
    };

export interface SectionLayout {
  legend: string;
  /** When the section is to be filled (e.g. the address, only for a printed copy). */
  note?: string;
  rows: readonly LayoutRow[];
}

export interface LeadFormLayout {
  sections: readonly SectionLayout[];
  /** Every field the visitor fills, in page order: the first one with an error receives the focus. */
  fieldOrder: readonly string[];
  /** Fields the page fills through `hidden` (seminar or case ids, or any field the page fixes). */
  hiddenFields: readonly string[];
  /** 「必須の項目は会社名、氏名、…です。」 and why, for the schemas that say it (`requirementReasons`). */
  requirementNote?: string;
}

/** The confirmation repeats the e-mail address: not a second thing the visitor is asked for. */
const repeatedFields: ReadonlySet<string> = new Set(["emailConfirm"]);

function requirementNote(form: FormDefinition, sections: readonly SectionLayout[]): string | undefined {
  const reason = requirementReasons[form.schema];
  if (reason === undefined) return undefined;
  const labels = sections.flatMap((section) =>
    section.rows.flatMap((row) => {
      if (row.kind === "pair") return row.required ? [row.legend] : [];
      return row.field.required && !repeatedFields.has(row.field.name) ? [row.field.label] : [];
    }),
  );
  return `必須の項目は${labels.join("、")}です。${reason}`;
}

export const CONSENT_FIELD = "consent";

/** Filled by the kit itself, never shown as a field. */
const kitFields: ReadonlySet<string> = new Set([
  ...TRACKING_FIELD_NAMES,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  CONSENT_FIELD,
]);

function fieldSpec(name: CatalogueFieldName, entry: EntrySchema, form: FormDefinition): FieldSpec {
  const presentation = fieldCatalogue[name];
  const label = name === "message" ? messageLabels[form.kind] : presentation.label;
  return {
    name,
    label,
    required: isRequiredEntry(entry),
    control: presentation.control,
    help: "help" in presentation ? presentation.help : undefined,
    maxLength: maxLengthOf(entry),
  };
}

/**
 * The sections, rows and fields of one form, read from its schema. Throws for a schema field the kit
 * does not know how to show, so a new field cannot silently go missing from the page.
 *
 * `optionalShown`, when given, makes a short form (a landing page's): its required fields, and of the
 * optional ones only those it names. A required field is always shown, so the short form is still one
 * the API accepts.
 */
export function leadFormLayout(
  form: FormDefinition,
  hiddenNames: readonly string[] = [],
  optionalShown?: readonly string[],
): LeadFormLayout {
  const entries = schemaEntries(formSchemas[form.schema]);
  const hidden = new Set(hiddenNames);
  const hiddenFields = Object.keys(entries).filter(
    (name) => hidden.has(name) || pageSuppliedFields.includes(name),
  );
  const visible = new Map<CatalogueFieldName, FieldSpec>();
  for (const [name, entry] of Object.entries(entries)) {
    if (kitFields.has(name) || hiddenFields.includes(name)) continue;
    if (!isCatalogueField(name)) throw new Error(`The form kit cannot show field "${name}" of ${form.id}`);
    const spec = fieldSpec(name, entry, form);
    if (optionalShown && !spec.required && !optionalShown.includes(name)) continue;
    visible.set(name, spec);
  }

  const { kind } = form;
  const sections: SectionLayout[] = [];
  for (const plan of sectionPlans) {
    const rows: LayoutRow[] = [];
    for (const name of plan.fields) {
      const field = visible.get(name);
      if (!field) continue;
      const pair = fieldPairs.find((candidate) => candidate.fields.includes(name));
      const first = pair ? visible.get(pair.fields[0]) : undefined;
      const second = pair ? visible.get(pair.fields[1]) : undefined;
      if (!pair || !first || !second) {
        rows.push({ kind: "field", field });
      } else if (name === pair.fields[0]) {
        rows.push({
          kind: "pair",
          legend: pair.legend,
          help: pair.help,
          required: first.required || second.required,
          fields: [first, second],
        });
      }
    }
    if (rows.length === 0) continue;
    const note = plan.noteByKind?.[kind];
    sections.push({ legend: plan.legendByKind?.[kind] ?? plan.legend, ...(note ? { note } : {}), rows });
  }

  const fieldOrder = sections.flatMap((section) =>
    section.rows.flatMap((row) => (row.kind === "pair" ? row.fields.map((f) => f.name) : [row.field.name])),
  );
  const note = requirementNote(form, sections);
  return {
    sections,
    fieldOrder: Object.hasOwn(entries, CONSENT_FIELD) ? [...fieldOrder, CONSENT_FIELD] : fieldOrder,
    hiddenFields,
    ...(note ? { requirementNote: note } : {}),
  };
}
