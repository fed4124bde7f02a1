import { formSchemas } from "@genbagura/forms";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvCell, formatJst, leadsToCsv } from "./csv";
import type { Lead } from "./leadStore";

const lead: Lead = {
  id: "8c0e6b8e-1111-4f3a-9d7e-000000000001",
  formId: "document_product_pad",
  receivedAt: Date.UTC(2025, 6, 25, 1, 30, 0),
  spam: false,
  thanksPath: "/document/product_pad/thanks",
  ipHash: "hash",
  userAgent: "test",
  data: {
    companyName: "株式会社北斗土木",
    department: "工事部",
    lastName: "佐藤",
    firstName: "一郎",
    lastNameKana: "サトウ",
    firstNameKana: "イチロウ",
    email: "sato@example.co.jp",
    phone: "0312345678",
    postalCode: "0600000",
    prefecture: "北海道",
    city: "札幌市中央区",
    street: "北1条西2丁目",
    message: '資料を2部、"至急"で\nお願いします。',
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "pad_2025",
  },
};

describe("leadsToCsv", () => {
  it("starts with a BOM and the agreed header, with CRLF line ends", () => {
    const csv = leadsToCsv([]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe(`\uFEFF${CSV_COLUMNS.map((column) => `"${column}"`).join(",")}\r\n`);
    expect(CSV_COLUMNS).toEqual([
      "id",
      "received_at",
      "form_id",
      "company",
      "department",
      "name",
      "kana",
      "email",
      "phone",
      "postal_code",
      "prefecture",
      "address",
      "message",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "spam",
      "job_title",
      "industry",
      "employees",
      "request_type",
      "satisfaction",
      "seminar_id",
      "case_id",
      "utm_term",
      "utm_content",
      "referrer",
      "landing_page",
      "form_name",
    ]);
  });

  it("writes one row per lead with Japanese text, JST time and quoting intact", () => {
    const csv = leadsToCsv([lead]);
    const row = csv.slice(csv.indexOf("\r\n") + 2);
    const expected = [
      lead.id,
      "2025-07-25 10:30:00",
      "document_product_pad",
      "株式会社北斗土木",
      "工事部",
      "佐藤 一郎",
      "サトウ イチロウ",
      "sato@example.co.jp",
      "0312345678",
      "060-0000",
      "北海道",
      "札幌市中央区北1条西2丁目",
      '資料を2部、""至急""で\nお願いします。',
      "google",
      "cpc",
      "pad_2025",
      "0",
      ...Array(12).fill(""),
    ]
      .map((cell) => `"${cell}"`)
      .join(",");
    expect(row).toBe(`${expected}\r\n`);
  });

  it("exports a document request sent without an address, every column in its place", () => {
    const input = {
      companyName: "株式会社北斗土木",
      lastName: "佐藤",
      firstName: "一郎",
      email: "sato@example.co.jp",
      emailConfirm: "sato@example.co.jp",
      phone: "03-1234-5678",
      consent: true,
    };
    const parsed = v.safeParse(formSchemas.document, input);
    expect(parsed.success).toBe(true);
    const withoutAddress: Lead = { ...lead, data: parsed.success ? parsed.output : {} };
    const [header, row = ""] = leadsToCsv([withoutAddress]).split("\r\n");
    expect(header?.split(",").length).toBe(CSV_COLUMNS.length);
    const cells = row.split(",");
    expect(cells).toHaveLength(CSV_COLUMNS.length);
    const cell = (column: string) => cells[CSV_COLUMNS.indexOf(column)];
    expect(cell("company")).toBe('"株式会社北斗土木"');
    expect(cell("phone")).toBe('"0312345678"');
    for (const column of ["kana", "postal_code", "prefecture", "address", "industry", "employees"]) {
      expect(cell(column), column).toBe('""');
    }
  });

  it("leaves cells empty for spam bodies that are not the form's shape", () => {
    const spam: Lead = { ...lead, spam: true, data: { companyName: 42, website: "x" } };
    const row = leadsToCsv([spam]).split("\r\n")[1] ?? "";
    const trailing = ['"","","","","","","","","","","","","","1"', ...Array(12).fill('""')].join(",");
    expect(row.endsWith(trailing)).toBe(true);
  });
});

describe("csvCell", () => {
  it("defuses spreadsheet formulas typed by visitors", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+81")).toBe('"\'+81"');
    expect(csvCell("@SUM")).toBe('"\'@SUM"');
    expect(csvCell("普通の文章")).toBe('"普通の文章"');
  });

  it("defuses formulas behind leading spaces and in full-width signs", () => {
    for (const value of [
      " =1+1",
      "\u00a0=1+1",
      "\u3000=1+1",
      "  \t@SUM(A1)",
      "\n-2+3",
      "\u200b=1",
      "\ufeff+1",
      '＝HYPERLINK("http://x")',
      "＋81",
      "－1",
      "＠SUM",
      "\u00a0＝1",
    ]) {
      expect(csvCell(value), JSON.stringify(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    }
    expect(csvCell(" 普通の文章")).toBe('" 普通の文章"');
    expect(csvCell("株式会社＝北斗")).toBe('"株式会社＝北斗"');
  });
});

describe("formatJst", () => {
  it("shifts to Japan time across the date line", () => {
    expect(formatJst(Date.UTC(2025, 0, 31, 15, 0, 0))).toBe("2025-02-01 00:00:00");
  });
});

/** A form's fields, from its schema (an object, or a pipe that starts with one). */
function fieldsOf(schema: unknown): string[] {
  const entries = (schema as { entries?: object }).entries;
  if (entries) return Object.keys(entries);
  return fieldsOf((schema as { pipe: unknown[] }).pipe[0]);
}

/** Fields that are not answers: the spam guards, the consent box and the repeated e-mail address. */
const notAnswers = new Set(["website", "startedAt", "consent", "emailConfirm"]);

describe("the export carries every answer a form collects", () => {
  for (const [kind, schema] of Object.entries(formSchemas)) {
    it(`${kind}: each of its fields lands in a column`, () => {
      const answers = fieldsOf(schema).filter((field) => !notAnswers.has(field));
      expect(answers.length).toBeGreaterThan(3);
      const data = Object.fromEntries(answers.map((field) => [field, `[${field}]`]));
      const [header, row] = leadsToCsv([{ ...lead, data }])
        .slice(1)
        .split("\r\n");
      expect(header).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(","));
      const cells = row!.split(",").map((cell) => cell.replaceAll('"', ""));
      const missing = answers.filter((field) => !cells.some((cell) => cell.includes(`[${field}]`)));
      expect(missing, kind).toEqual([]);
    });
  }

  it("names 業種, 従業員数 and 役職 in their own columns", () => {
    const data = { ...lead.data, industry: "土木", employees: "21〜50名", jobTitle: "工事部長" };
    const [header, row] = leadsToCsv([{ ...lead, data }])
      .slice(1)
      .split("\r\n");
    const cellOf = (column: string) =>
      row!.split(",")[header!.split(",").indexOf(`"${column}"`)]?.replaceAll('"', "");
    expect([cellOf("industry"), cellOf("employees"), cellOf("job_title")]).toEqual([
      "土木",
      "21〜50名",
      "工事部長",
    ]);
  });
});
