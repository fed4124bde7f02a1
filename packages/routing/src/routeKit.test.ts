import { describe, expect, it } from "vitest";
import type { PageModule } from "./contract";
import { pageKind, type ServerPage } from "./routeKit";
import { testLoadContext } from "./testing/loadContext";

const template = async (): Promise<PageModule<{ text: string; shout: string }>> => ({ default: () => null });

const shouting = pageKind<{ text: string }, { text: string; shout: string }>({
  page: template,
  layout: "thanks",
  noindex: true,
  server: {
    toData: async (content) => ({ ...content, shout: content.text.toUpperCase() }),
    meta: async (data) => ({ ogImage: `/og/${data.text}.png` }),
  },
});

const hello: ServerPage<{ text: string }, { text: string; shout: string }> = {
  title: "こんにちは",
  description: "あいさつのページです。",
  content: async ({ params }) =>
    params.id === "missing" ? null : { text: `hello ${params.id ?? ""}`.trim() },
  prerender: () => [{ id: "a" }],
};

describe("page kinds", () => {
  it("make a server registration from the page's server half and the kind's", async () => {
    const route = shouting({ path: "/hello/:id", breadcrumbs: [{ label: "あいさつ" }], server: hello });
    expect(route).toMatchObject({ path: "/hello/:id", layout: "thanks", noindex: true, title: "こんにちは" });
    expect(await route.prerender?.()).toEqual([{ id: "a" }]);
    expect(await route.load?.({ id: "a" }, testLoadContext())).toEqual({
      data: { text: "hello a", shout: "HELLO A" },
      meta: { ogImage: "/og/hello a.png" },
    });
    expect(await route.load?.({ id: "missing" }, testLoadContext())).toBeNull();
  });

  it("let a page replace the kind's layout, noindex and metadata", async () => {
    const route = shouting({
      path: "/hi",
      layout: "default",
      noindex: false,
      server: { ...hello, meta: async () => ({ noindex: true }) },
    });
    expect(route).toMatchObject({ layout: "default", noindex: false });
    expect((await route.load?.({}, testLoadContext()))?.meta).toEqual({ noindex: true });
  });

  it("leave a browser registration without title, description or loader when the server halves are empty", () => {
    const browserKind = pageKind<{ text: string }>({ page: template as never });
    const route = browserKind({ path: "/hi", guards: ["licence"], server: undefined as never });
    expect(route).toEqual({ path: "/hi", guards: ["licence"], layout: "default", page: template });
  });
});
