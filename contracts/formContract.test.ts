import { defineForms } from "@genbagura/forms";
import type { AppName, RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import { forms as cloudForms } from "../apps/cloud/src/forms";
import cloudRoutes from "../apps/cloud/src/routes";
import { forms as goyoForms } from "../apps/goyo/src/forms";
import { editions as goyoEditions } from "../apps/goyo/src/publishedEditions";
import goyoRoutes from "../apps/goyo/src/routes";
import { forms as newsForms } from "../apps/news/src/forms";
import newsRoutes from "../apps/news/src/routes";
import { forms as padHardwareForms } from "../apps/pad-hardware/src/forms";
import padHardwareRoutes from "../apps/pad-hardware/src/routes";
import { forms as shellForms } from "../apps/shell/src/forms";
import { shellRoutes } from "../apps/shell/src/routes/shellRoutes";
import { forms as supportForms } from "../apps/support/src/forms";
import supportRoutes from "../apps/support/src/routes";
import { findFormProblems, formsIn, type RenderedForm } from "./formContract";

const formsByApp = {
  shell: shellForms,
  cloud: cloudForms,
  "pad-hardware": padHardwareForms,
  goyo: goyoForms,
  support: supportForms,
  news: newsForms,
};

const registrationsByApp: Record<AppName, readonly RouteRegistration[]> = {
  shell: shellRoutes,
  cloud: cloudRoutes,
  "pad-hardware": padHardwareRoutes,
  goyo: goyoRoutes,
  support: supportRoutes,
  news: newsRoutes,
};

/** react-router's `data()` answer (its class is exported as a type only): `{ type: "DataWithResponseInit" }`. */
function isThrownData(thrown: unknown): boolean {
  return (
    typeof thrown === "object" &&
    thrown !== null &&
    (thrown as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** The forms every route's data carries: static paths, and each dynamic one with its first params. */
async function renderedForms(): Promise<RenderedForm[]> {
  const rendered: RenderedForm[] = [];
  for (const [app, registrations] of Object.entries(registrationsByApp) as [AppName, RouteRegistration[]][]) {
    for (const registration of registrations) {
      if (!registration.load) continue;
      const params = registration.path.includes(":") ? ((await registration.prerender?.())?.[0] ?? null) : {};
      if (params === null) continue;
      // The error pages answer their status by throwing a Response, and /search (no index here) by
      // throwing react-router's data() with its status: neither holds a form.
      // Support's download pages name goyo's editions (they read goyo), as on the origin.
      const context = testLoadContext({ editions: goyoEditions });
      const loaded = await registration.load(params, context).catch((thrown: unknown) => {
        if (thrown instanceof Response || isThrownData(thrown)) return null;
        throw thrown;
      });
      for (const form of formsIn(loaded?.data)) rendered.push({ app, path: registration.path, form });
    }
  }
  return rendered;
}

describe("forms owned by their app", () => {
  // It loads every page of every app: seconds of work, more on a loaded machine.
  it("holds for every form every app declares and every route renders", { timeout: 30_000 }, async () => {
    const rendered = await renderedForms();
    expect(rendered.length).toBeGreaterThan(0);
    expect(findFormProblems(formsByApp, rendered)).toEqual([]);
  });

  const contact = defineForms({ contact: { kind: "contact", label: "お問い合わせ", pagePath: "/contact" } });

  it("reports one id declared by two apps", () => {
    const news = defineForms({ contact: { kind: "contact", label: "お問い合わせ", pagePath: "/seminar" } });
    expect(findFormProblems({ support: contact, news }, [])).toContain(
      "form contact is declared by both support and news",
    );
  });

  it("reports a form declared by an app that does not own its page", () => {
    expect(findFormProblems({ news: contact }, [])).toEqual([
      "news: form contact is on /contact, a page of support",
    ]);
  });

  it("reports a route rendering a form its app does not declare", () => {
    const rendered = [{ app: "goyo" as const, path: "/goyo/trial", form: contact.contact }];
    expect(findFormProblems({ support: contact, goyo: {} }, rendered)).toEqual([
      "goyo /goyo/trial: renders form contact, which goyo does not declare",
    ]);
  });
});
