// @vitest-environment jsdom
import type { FormDefinition } from "@genbagura/forms";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../siteConfig";
import { renderHtml } from "../testing/renderHtml";
import { sampleForms } from "../testing/sampleForms";
import LeadForm from "./LeadFormBody";

// Server rendering: what a visitor (or a crawler) gets before any script runs. The DOM only parses the HTML.

function renderDocument(form: FormDefinition, hidden?: Record<string, string>): Document {
  return new DOMParser().parseFromString(renderHtml(<LeadForm form={form} hidden={hidden} />), "text/html");
}

function controlByLabel(document: Document, label: string): Element {
  const labelElement = [...document.querySelectorAll("label")].find(
    (element) => element.firstChild?.textContent === label,
  );
  const id = labelElement?.getAttribute("for");
  const control = id ? document.getElementById(id) : null;
  if (!control) throw new Error(`No control labelled ${label}`);
  return control;
}

describe("LeadForm on the server", () => {
  const contact = renderDocument(sampleForms.contact);

  it("ties a label to every visible input, select and textarea", () => {
    const controls = [...contact.querySelectorAll("input, select, textarea")].filter(
      (control) => control.getAttribute("type") !== "hidden" && !control.closest("[aria-hidden=true]"),
    );
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) {
      const labelled =
        contact.querySelector(`label[for="${control.id}"]`) !== null || control.closest("label") !== null;
      expect(labelled, control.getAttribute("name") ?? "").toBe(true);
    }
  });

  it("gives the fields the autocomplete tokens browsers fill from", () => {
    expect(controlByLabel(contact, "会社名").getAttribute("autocomplete")).toBe("organization");
    expect(controlByLabel(contact, "役職").getAttribute("autocomplete")).toBe("organization-title");
    expect(controlByLabel(contact, "姓").getAttribute("autocomplete")).toBe("family-name");
    expect(controlByLabel(contact, "名").getAttribute("autocomplete")).toBe("given-name");
    expect(controlByLabel(contact, "メールアドレス").getAttribute("autocomplete")).toBe("email");
    expect(controlByLabel(contact, "電話番号").getAttribute("autocomplete")).toBe("tel");
    expect(controlByLabel(contact, "電話番号").getAttribute("type")).toBe("tel");

    const documentRequest = renderDocument(sampleForms.document);
    expect(controlByLabel(documentRequest, "郵便番号").getAttribute("autocomplete")).toBe("postal-code");
    expect(controlByLabel(documentRequest, "郵便番号").getAttribute("inputmode")).toBe("numeric");
    expect(controlByLabel(documentRequest, "都道府県").getAttribute("autocomplete")).toBe("address-level1");
    expect(controlByLabel(documentRequest, "市区町村").getAttribute("autocomplete")).toBe("address-level2");
  });

  it("leaves the consent unticked, with the privacy policy opening in a new tab", () => {
    const consent = contact.querySelector<HTMLInputElement>('input[type="checkbox"][name="consent"]');
    expect(consent).not.toBeNull();
    expect(consent?.hasAttribute("checked")).toBe(false);
    const privacy = contact.querySelector('a[href="/privacy"]');
    expect(privacy?.getAttribute("target")).toBe("_blank");
    expect(privacy?.getAttribute("rel")).toContain("noopener");
  });

  it("marks required and optional fields in words", () => {
    const label = (text: string) =>
      [...contact.querySelectorAll("label, legend")].find(
        (element) => element.firstChild?.textContent === text,
      )?.textContent;
    expect(label("会社名")).toBe("会社名必須");
    expect(label("部署名")).toBe("部署名任意");
    expect(label("氏名")).toBe("氏名必須");
    expect(controlByLabel(contact, "会社名").hasAttribute("required")).toBe(true);
    expect(controlByLabel(contact, "部署名").hasAttribute("required")).toBe(false);
  });

  it("hides the honeypot from people, keyboards and screen readers", () => {
    const trap = contact.querySelector('input[name="website"]');
    expect(trap?.getAttribute("tabindex")).toBe("-1");
    expect(trap?.getAttribute("autocomplete")).toBe("off");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(contact.querySelector(`label[for="${trap?.id}"]`)).not.toBeNull();
  });

  it("keeps the send button disabled without JavaScript and explains how else to reach the company", () => {
    expect(contact.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(true);
    const note = contact.querySelector("noscript")?.textContent ?? "";
    expect(note).toContain("JavaScript");
    expect(note).toContain(siteConfig.company.supportPhone.number);
  });

  it("names the form and has an empty live region ready for announcements", () => {
    expect(contact.querySelector("form")?.getAttribute("aria-label")).toBe(sampleForms.contact.label);
    expect(contact.querySelector('[role="status"]')?.textContent).toBe("");
  });

  it("asks for the e-mail twice and no address on a contact form", () => {
    expect(controlByLabel(contact, "メールアドレス(確認用)").getAttribute("type")).toBe("email");
    expect(contact.querySelector('[name="postalCode"]')).toBeNull();
    expect(controlByLabel(contact, "お問い合わせ内容").tagName).toBe("TEXTAREA");
  });

  it("offers a document request an optional postal address, for a printed copy", () => {
    const documentRequest = renderDocument(sampleForms.document);
    const legends = [...documentRequest.querySelectorAll("legend")].map((legend) => legend.textContent);
    expect(legends).toContain("資料の送付先");
    expect(controlByLabel(documentRequest, "都道府県").querySelectorAll("option")).toHaveLength(48);
    expect(controlByLabel(documentRequest, "番地・建物名").hasAttribute("required")).toBe(false);
    expect(controlByLabel(documentRequest, "電話番号").hasAttribute("required")).toBe(true);
    expect(documentRequest.querySelector(".g-form__note")?.textContent).toContain("必須の項目は会社名");
  });

  it("shows a short form's required fields and only the optional ones it names", () => {
    const html = renderHtml(<LeadForm form={sampleForms.document} optionalFields={["postalCode"]} />);
    const short = new DOMParser().parseFromString(html, "text/html");
    expect(short.querySelector('[name="postalCode"]')).not.toBeNull();
    expect(short.querySelector('[name="department"]')).toBeNull();
    expect(short.querySelector('[name="phone"]')?.hasAttribute("required")).toBe(true);
  });

  it("sends fields the page supplies as hidden inputs", () => {
    const seminar = renderDocument(sampleForms.seminar_registration, { seminarId: "20250725" });
    const hidden = seminar.querySelector<HTMLInputElement>('input[type="hidden"][name="seminarId"]');
    expect(hidden?.getAttribute("value")).toBe("20250725");
  });

  it.each(Object.values(sampleForms))("renders form $id", (form) => {
    const document = renderDocument(form);
    expect(document.querySelector("form")).not.toBeNull();
    expect(document.querySelector('button[type="submit"]')?.textContent).not.toBe("");
  });

  it("uses the page's own submit label when given", () => {
    const html = renderHtml(
      <LeadForm form={sampleForms.download_firstguide} submitLabel="ガイドを受け取る" />,
    );
    expect(html).toContain("ガイドを受け取る");
  });
});
