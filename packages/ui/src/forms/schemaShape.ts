import type { FormSchema } from "@genbagura/forms";
import * as v from "valibot";

// Reads what the form kit needs to render from the same valibot schema the API validates with,
// so a field's required mark and length limit can never disagree with the server.

export type EntrySchema = v.GenericSchema;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isSchema(value: unknown): value is EntrySchema {
  return isRecord(value) && value.kind === "schema" && typeof value.type === "string";
}

/** The schema a `pipe(...)` or `optional(...)` wraps, if any. */
function innerSchema(schema: unknown): unknown {
  if (!isRecord(schema)) return undefined;
  if (Array.isArray(schema.pipe)) return schema.pipe[0];
  return schema.wrapped;
}

/** The object entries of a form schema (a `v.object`, possibly inside a `v.pipe` of checks). */
export function schemaEntries(schema: FormSchema): Readonly<Record<string, EntrySchema>> {
  let current: unknown = schema;
  while (isRecord(current) && !(current.type === "object" && isRecord(current.entries))) {
    current = innerSchema(current);
  }
  if (!isRecord(current) || !isRecord(current.entries)) throw new Error("A form schema must be an object");
  const entries: Record<string, EntrySchema> = {};
  for (const [name, entry] of Object.entries(current.entries)) {
    if (isSchema(entry)) entries[name] = entry;
  }
  return entries;
}

/** A field is required when leaving it out fails validation (optional fields fall back to a default). */
export function isRequiredEntry(entry: EntrySchema): boolean {
  return !v.safeParse(entry, undefined).success;
}

/** The `maxLength` requirement anywhere in the entry's pipes, e.g. 2000 for a free-text field. */
export function maxLengthOf(entry: EntrySchema): number | undefined {
  let current: unknown = entry;
  while (isRecord(current)) {
    if (Array.isArray(current.pipe)) {
      for (const action of current.pipe.slice(1)) {
        if (isRecord(action) && action.type === "max_length" && typeof action.requirement === "number") {
          return action.requirement;
        }
      }
    }
    current = innerSchema(current);
  }
  return undefined;
}
