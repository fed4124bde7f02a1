// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleForms } from "../testing/sampleForms";
import LeadForm from "./LeadFormBody";

// The form in a real DOM, posting to a real local HTTP server whose answers each test scripts.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
  // Vitest's jsdom environment exposes its JSDOM instance.
  var jsdom: { reconfigure(options: { url: string }): void };
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
interface ScriptedAnswer {
  status: number;
  body: unknown;
}

let server: Server;
let port = 0;
let script: ScriptedAnswer[] = [];
let received: ReceivedRequest[] = [];

function listen(): Promise<void> {
  return new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({ url: request.url ?? "", headers: request.headers, body: text ? JSON.parse(text) : {} });
      const answer = script.shift() ?? { status: 201, body: { id: "lead-1", thanksPath: "/contact/thanks" } };
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await listen();
  port = (server.address() as AddressInfo).port;
  globalThis.jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/contact?utm_source=newsletter&utm_campaign=spring`,
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let root: Root;
let container: HTMLElement;

beforeEach(async () => {
  script = [];
  received = [];
  sessionStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={["/contact"]}>
        <Routes>
          <Route path="/contact" element={<LeadForm form={sampleForms.contact} />} />
          <Route path="/contact/thanks" element={<h1>お問い合わせありがとうございます</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function control<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const element = container.querySelector<T>(`[name="${name}"]`);
  if (!element) throw new Error(`No field named ${name}`);
  return element;
}

/** Lets the request reach the server and React settle. */
async function settle(until: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !until(); attempt += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

function formElement(): HTMLFormElement {
  const form = container.querySelector("form");
  if (!form) throw new Error("No form");
  return form;
}

/** The form library arrives on the first focus in the form (without touching a field here). */
async function formLibraryLoaded(): Promise<void> {
  const form = formElement();
  if (form.dataset.formReady === "true") return;
  await act(async () => {
    form.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  await settle(() => form.dataset.formReady === "true");
  expect(form.dataset.formReady).toBe("true");
}

/** Sets a value the way typing does: React only sees a value set through the native setter. */
function setValue(name: string, value: string): void {
  const element = control<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(name);
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

/** Types like a visitor, once the form library has loaded. */
async function type(name: string, value: string): Promise<void> {
  await formLibraryLoaded();
  const element = control<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(name);
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  await act(async () => {
    element.focus();
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
    element.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
}

async function fillValidContact(): Promise<void> {
  await type("companyName", "株式会社北斗土木");
  await type("lastName", "佐藤");
  await type("firstName", "健一");
  await type("lastNameKana", "ｻﾄｳ");
  await type("firstNameKana", "ケンイチ");
  await type("email", "sato@hokuto-doboku.example");
  await type("emailConfirm", "sato@hokuto-doboku.example");
  await type("phone", "０３-１２３４-５６７８");
  await type("industry", "土木");
  await type("employees", "21〜50名");
  await type("message", "現場蔵Padの導入について相談したいです。");
  await act(async () => control("consent").click());
}

async function submit(): Promise<void> {
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });
}

function errorTextOf(name: string): string | undefined {
  const describedBy = control(name).getAttribute("aria-describedby") ?? "";
  return (
    describedBy
      .split(" ")
      .map((id) => document.getElementById(id))
      .find((element) => element?.className.includes("__error"))?.textContent ?? undefined
  );
}

describe("LeadForm in the browser", () => {
  it("enables the send button once the script runs", () => {
    expect(container.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(false);
  });

  it("loads the form library only on the first focus, input or submit", async () => {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(formElement().dataset.formReady).toBeUndefined();
    await formLibraryLoaded();
  });

  it("keeps what was typed and ticked before the form library loaded, and sends it when sent meanwhile", async () => {
    // All in one go, before the library's chunk can have arrived: typing, choosing, ticking, sending.
    await act(async () => {
      setValue("companyName", "株式会社北斗土木");
      setValue("lastName", "佐藤");
      setValue("firstName", "健一");
      setValue("lastNameKana", "サトウ");
      setValue("firstNameKana", "ケンイチ");
      setValue("email", "sato@hokuto-doboku.example");
      setValue("emailConfirm", "sato@hokuto-doboku.example");
      setValue("phone", "03-1234-5678");
      setValue("industry", "土木");
      setValue("employees", "21〜50名");
      setValue("message", "導入の相談です。");
      control("consent").click();
      expect(formElement().dataset.formReady).toBeUndefined();
      container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    });
    await settle(() => container.querySelector("h1") !== null);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({
      companyName: "株式会社北斗土木",
      lastName: "佐藤",
      email: "sato@hokuto-doboku.example",
      industry: "土木",
      message: "導入の相談です。",
      consent: true,
    });
    expect(container.querySelector("h1")?.textContent).toBe("お問い合わせありがとうございます");
  });

  it("shows the schema's Japanese messages, announces a summary and focuses the first error", async () => {
    await type("email", "sato@example.jp");
    await submit();
    expect(errorTextOf("companyName")).toBe("会社名を入力してください");
    expect(control("companyName").getAttribute("aria-invalid")).toBe("true");
    expect(errorTextOf("email")).toBeUndefined();
    expect(errorTextOf("consent")).toContain("「同意する」にチェックを入れてください");
    expect(document.activeElement).toBe(control("companyName"));
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(
      /^入力内容に\d+件の確認事項があります。/,
    );
    expect(received).toHaveLength(0);
  });

  it("focuses the first field in page order, not the first one registered", async () => {
    await fillValidContact();
    await type("phone", "03-1234");
    await type("lastNameKana", "さとう");
    await submit();
    expect(errorTextOf("lastNameKana")).toBe("セイは全角カタカナで入力してください");
    expect(errorTextOf("phone")).toBe("電話番号は10桁または11桁の数字で入力してください(例:03-1234-5678)");
    expect(document.activeElement).toBe(control("lastNameKana"));
  });

  it("checks a field when the visitor leaves it", async () => {
    await type("emailConfirm", "other@example.jp");
    await type("email", "sato@example.jp");
    await type("emailConfirm", "other@example.jp");
    expect(errorTextOf("emailConfirm")).toBe(
      "確認用メールアドレスには、上と同じメールアドレスを入力してください",
    );
  });

  it("counts the characters of the free text against the schema's limit", async () => {
    await type("message", "あ".repeat(2_010));
    const counter = container.querySelector(".g-form-field__counter");
    expect(counter?.textContent).toBe("2,000文字を10文字超えています(現在2,010文字)");
    expect(control("message").getAttribute("aria-describedby")).toContain(counter?.id);
  });

  it("posts the normalised values with the tracking fields and lands on the thanks page", async () => {
    await fillValidContact();
    await submit();
    await settle(() => container.querySelector("h1") !== null);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.url).toBe("/api/forms/contact");
    expect(request?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toMatchObject({
      companyName: "株式会社北斗土木",
      lastNameKana: "サトウ",
      phone: "0312345678",
      consent: true,
      website: "",
      utm_source: "newsletter",
      utm_campaign: "spring",
      landing_page: "/contact?utm_source=newsletter&utm_campaign=spring",
    });
    expect(typeof request?.body.startedAt).toBe("number");
    expect(container.querySelector("h1")?.textContent).toBe("お問い合わせありがとうございます");
  });

  it("shows the API's field errors on their fields", async () => {
    script = [{ status: 422, body: { fieldErrors: { email: "このメールアドレスには送信できません" } } }];
    await fillValidContact();
    await submit();
    await settle(() => errorTextOf("email") !== undefined);
    expect(errorTextOf("email")).toBe("このメールアドレスには送信できません");
    expect(document.activeElement).toBe(control("email"));
  });

  it("keeps the input after a failure and retries with the same Idempotency-Key", async () => {
    // 503 twice: the client's own retry fails too, so the visitor sees the notice.
    script = [
      { status: 503, body: { error: "ただいま送信を受け付けられません。" } },
      { status: 503, body: { error: "ただいま送信を受け付けられません。" } },
    ];
    await fillValidContact();
    await submit();
    await settle(() => container.querySelector(".g-form-notice") !== null);
    const notice = container.querySelector<HTMLElement>(".g-form-notice");
    expect(notice?.textContent).toContain("ただいま送信を受け付けられません。");
    expect(notice?.textContent).toContain("入力内容はこのまま残っています。");
    expect(document.activeElement).toBe(notice);
    expect(control("companyName").value).toBe("株式会社北斗土木");
    expect(control("consent").checked).toBe(true);

    await act(async () => notice?.querySelector("button")?.click());
    await settle(() => container.querySelector("h1") !== null);
    expect(received).toHaveLength(3);
    const keys = new Set(received.map((request) => request.headers["idempotency-key"]));
    expect(keys.size).toBe(1);
  });

  it("sends changed values after a failure under a new Idempotency-Key (the API refuses a reused one)", async () => {
    script = [
      { status: 503, body: { error: "ただいま送信を受け付けられません。" } },
      { status: 503, body: { error: "ただいま送信を受け付けられません。" } },
    ];
    await fillValidContact();
    await submit();
    await settle(() => container.querySelector(".g-form-notice") !== null);
    await type("message", "台数を10台に変更して相談したいです。");
    await submit();
    await settle(() => container.querySelector("h1") !== null);
    expect(received).toHaveLength(3);
    const [first, retry, changed] = received.map((request) => request.headers["idempotency-key"]);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it("sends once however often the button is pressed while sending", async () => {
    await fillValidContact();
    await act(async () => {
      const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
      button?.click();
      button?.click();
      button?.click();
    });
    await settle(() => container.querySelector("h1") !== null);
    expect(received).toHaveLength(1);
  });

  it("says in Japanese when the network is down and sends once it is back", async () => {
    await fillValidContact();
    await new Promise((resolve) => server.close(resolve));
    await submit();
    await settle(() => container.querySelector(".g-form-notice") !== null);
    expect(container.querySelector(".g-form-notice")?.textContent).toContain(
      "インターネットに接続できなかったため",
    );

    await listen();
    await act(async () => container.querySelector<HTMLButtonElement>(".g-form-notice button")?.click());
    await settle(() => container.querySelector("h1") !== null);
    expect(received).toHaveLength(1);
    expect(container.querySelector("h1")?.textContent).toBe("お問い合わせありがとうございます");
  });
});
