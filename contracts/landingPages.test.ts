import { formSchemas } from "@genbagura/forms";
import type { AppName, LoadContext, RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import type { LandingPageContent } from "@genbagura/ui";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import cloudRoutes from "../apps/cloud/src/routes";
import goyoRoutes from "../apps/goyo/src/routes";
import { highlights } from "../apps/news/src/highlights";
import newsRoutes from "../apps/news/src/routes";
import padHardwareRoutes from "../apps/pad-hardware/src/routes";
import { leadFormLayout } from "../packages/ui/src/forms/formLayout";
import { LANDING_FORM_ID } from "../packages/ui/src/landing/LandingFormSection";
import { renderCompleteHtml } from "../packages/ui/src/testing/renderHtml";
import { formsIn } from "./formContract";

// The advertising landing pages keep their visitor: each holds a form of its own app, and the short form
// shows every field the API requires. Pages are found by path and layout, never listed here.

const registrationsByApp: Partial<Record<AppName, readonly RouteRegistration[]>> = {
  cloud: cloudRoutes,
  "pad-hardware": padHardwareRoutes,
  goyo: goyoRoutes,
  news: newsRoutes,
};

const adPages = Object.values(registrationsByApp)
  .flat()
  .filter((route) => route.path.startsWith("/adlp/") && route.layout === "default-simple-header");

// The cases as the news family publishes them, as the origin gives them to pages that read news.
const context: LoadContext = testLoadContext({ highlights });

function isLandingContent(data: unknown): data is LandingPageContent {
  return typeof data === "object" && data !== null && "hero" in data && "action" in data;
}

async function loaded(route: RouteRegistration): Promise<unknown> {
  return (await route.load?.({}, context))?.data;
}

describe("advertising landing pages", () => {
  it("are found", () => {
    expect(adPages.length).toBeGreaterThan(10);
  });

  it.each(adPages.map((route) => [route.path, route] as const))(
    "%s holds a form of a shared kind that exists",
    async (_path, route) => {
      const forms = formsIn(await loaded(route));
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(Object.keys(formSchemas)).toContain(form.schema);
    },
  );

  it.each(adPages.map((route) => [route.path, route] as const))(
    "%s renders every required field of its short form, leads its buttons to it and shows proof",
    { timeout: 20_000 },
    async (path, route) => {
      const data = await loaded(route);
      // A form page under the simple header (the 工事黒板 request) is the full form itself.
      if (!isLandingContent(data)) return;
      const landingForm = data.form;
      expect(landingForm, `${path} embeds its form`).toBeDefined();
      if (!landingForm) return;
      const { default: Page } = await route.page();
      const html = await renderCompleteHtml(createElement(Page, { data, params: {} }), path);
      const layout = leadFormLayout(landingForm.form, Object.keys(landingForm.hidden ?? {}));
      const required = layout.sections.flatMap((section) =>
        section.rows.flatMap((row) =>
          row.kind === "pair"
            ? row.fields.filter((field) => field.required)
            : row.field.required
              ? [row.field]
              : [],
        ),
      );
      expect(required.length).toBeGreaterThan(0);
      for (const field of required) expect(html, `${path} ${field.name}`).toContain(`name="${field.name}"`);
      expect(html).toContain('name="consent"');
      for (const name of Object.keys(landingForm.hidden ?? {})) {
        expect(html).toMatch(new RegExp(`type="hidden"[^>]*name="${name}"|name="${name}"[^>]*type="hidden"`));
      }
      expect(html).toContain(`id="${LANDING_FORM_ID}"`);
      expect(html).not.toContain(`href="${data.action.href}"`);
      const proofKinds = (data.proof ?? []).map((block) => block.kind);
      expect(proofKinds, `${path} proof`).toEqual(["logoWall", "caseCards"]);
    },
  );
});
