import { defineForms, formSchemas } from "@genbagura/forms";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { buildFormTable } from "./formTable";

const support = defineForms({ contact: { kind: "contact", label: "お問い合わせ", pagePath: "/contact" } });
const news = defineForms({
  case_download: {
    kind: "download",
    schema: "caseDownload",
    label: "導入事例のダウンロード",
    pagePath: "/case/:caseId/download",
  },
});

describe("buildFormTable", () => {
  it("accepts the forms of every bundle, each under its app", () => {
    const { table, problems } = buildFormTable([
      { app: "support", module: { forms: support } },
      { app: "news", module: { forms: news } },
      { app: "cloud", module: {} },
    ]);
    expect(problems).toEqual([]);
    expect(table.get("case_download")).toMatchObject({ app: "news", schema: formSchemas.caseDownload });
    expect(table.get("contact")?.definition).toEqual(support.contact);
    expect(table.get("toString")).toBeUndefined();
  });

  it("keeps an id declared twice with its first app, and says so", () => {
    const { table, problems } = buildFormTable([
      { app: "support", module: { forms: support } },
      { app: "news", module: { forms: { contact: { ...support.contact, label: "別のフォーム" } } } },
    ]);
    expect(problems).toEqual(['form "contact" is declared by both support and news: one app owns a form id']);
    expect(table.get("contact")?.app).toBe("support");
  });

  it("validates with the schemas of the bundle that declares the form", () => {
    const ownSchema = v.object({ note: v.string() });
    const { table } = buildFormTable([
      { app: "support", module: { forms: support, formSchemas: { contact: ownSchema } } },
    ]);
    expect(table.get("contact")?.schema).toBe(ownSchema);
  });

  it("leaves out a form whose bundle lacks the schema it names", () => {
    const { table, problems } = buildFormTable([
      { app: "support", module: { forms: support, formSchemas: {} } },
    ]);
    expect(table.get("contact")).toBeUndefined();
    expect(problems).toEqual(['support: form "contact" names the schema "contact", which its bundle lacks']);
  });
});
