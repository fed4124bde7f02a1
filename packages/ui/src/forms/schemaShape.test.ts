import { formSchemas } from "@genbagura/forms";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { sampleForms } from "../testing/sampleForms";
import { isRequiredEntry, maxLengthOf, schemaEntries } from "./schemaShape";

describe("schemaShape", () => {
  it("finds the entries of a plain object schema and of one wrapped in a pipe", () => {
    expect(Object.keys(schemaEntries(formSchemas[sampleForms.survey.schema]))).toContain("satisfaction");
    expect(Object.keys(schemaEntries(formSchemas[sampleForms.contact.schema]))).toContain("emailConfirm");
  });

  it("throws for a schema that is not an object", () => {
    expect(() => schemaEntries(v.string() as never)).toThrow("A form schema must be an object");
  });

  it("tells required entries from optional ones", () => {
    expect(isRequiredEntry(v.string())).toBe(true);
    expect(isRequiredEntry(v.optional(v.string(), ""))).toBe(false);
    expect(isRequiredEntry(v.literal(true))).toBe(true);
  });

  it("finds a maxLength inside nested pipes and optional wrappers", () => {
    expect(maxLengthOf(v.pipe(v.pipe(v.string(), v.maxLength(50)), v.nonEmpty()))).toBe(50);
    expect(maxLengthOf(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ""))).toBe(1000);
    expect(maxLengthOf(v.string())).toBeUndefined();
  });
});
