import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the build configuration, without type declarations
import { withoutRegistrationMeta } from "./browserRegistrations.mjs";

const strip = (source: string): string => withoutRegistrationMeta(source, "routes.ts");

describe("browser copy of route registrations", () => {
  it("leaves out title, description, load and prerender of a registration, and keeps the rest", () => {
    const source = `export const routes: RouteRegistration[] = [
  defineRoute<Data>({
    path: "/news/:id",
    layout: "default",
    title: \`ニュース \${"一覧"}\`,
    description: "現場蔵のお知らせ, 新製品",
    breadcrumbs: [{ label: "ニュース", href: "/news" }],
    validate: ({ id }) => (/^[0-9]{8}$/.test(id) ? true : { statusCode: 404 }),
    prerender: () => ids.map((id) => ({ id })),
    load: async ({ id }) => ({ data: await (await import("./article")).article(id) }),
    page: () => import("./ArticlePage"),
  }),
];`;
    const browser = strip(source);
    expect(browser).not.toMatch(/title|description|prerender|load:|現場蔵のお知らせ|\.\/article"/);
    expect(browser).toContain('path: "/news/:id"');
    expect(browser).toContain('breadcrumbs: [{ label: "ニュース", href: "/news" }]');
    expect(browser).toContain("validate: ({ id }) =>");
    expect(browser).toContain('page: () => import("./ArticlePage")');
  });

  it("also strips a helper's options and a helper-built registration, but not other objects", () => {
    const source = `const sections = [{ section: "notice", title: "お知らせ" }];
export const a = productRoute({ path: "/pix", title: "現場蔵Pix", description: "カメラ", trail: [] });
export const b = defineRoute({ ...metadata, layout: "default", load: async () => ({ data: 1 }), page });
export const c = { label: "ホーム", title: "残る" };
export const d = standardRoute(
  {
    path: "/support",
    title: "サポート",
    description:
      "説明",
  },
  pages,
);`;
    const browser = strip(source);
    expect(browser).toContain('title: "お知らせ"');
    expect(browser).toContain('title: "残る"');
    expect(browser).toContain('productRoute({ path: "/pix", trail: [] })');
    expect(browser).toContain('defineRoute({ ...metadata, layout: "default", page })');
    expect(browser).toMatch(/\{\s*path: "\/support",\s*\},\s*pages,/);
  });

  it("leaves out the route kit's content and meta, in registrations and in an app's route kinds", () => {
    const source = `export const productRoute = routeKind<Data>({
  page: () => import("./ProductPage"),
  meta: async (data) => (await import("./jsonLd")).productMeta(data),
});
export const routes = [
  productRoute({
    path: "/pix",
    title: "現場蔵Pix",
    description: "カメラ",
    breadcrumbs: [{ label: "現場蔵Pix" }],
    content: async () => (await import("../../content/pix")).pixContent,
  }),
];
export const page = { page: 2, content: "残る" };`;
    const browser = strip(source);
    expect(browser).not.toMatch(/content\/pix|jsonLd|meta:|title|カメラ/);
    expect(browser).toContain('page: () => import("./ProductPage")');
    expect(browser).toContain('breadcrumbs: [{ label: "現場蔵Pix" }]');
    expect(browser).toContain('{ page: 2, content: "残る" }');
  });
});
