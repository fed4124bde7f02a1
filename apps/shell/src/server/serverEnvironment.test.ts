import { defineRoute, type LoadContext, type RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import { createGuardTable } from "../guards/sessionGuards";
import { loaderArgs } from "../testing/loaderArgs";
import { createServerEnvironment } from "./serverEnvironment";

const loadContext: LoadContext = testLoadContext();
const page = async () => ({ default: () => null });

function environment(signedIn: boolean, unavailable: string[] = []) {
  return createServerEnvironment({
    guards: createGuardTable(async () => signedIn),
    loadContextFor: () => loadContext,
    registry: {
      generation: 1,
      shell: "0123456789",
      remotes: [
        {
          name: "news",
          manifest: "/assets/news/0123456789/mf-manifest.json",
          version: "1",
          prefixes: ["/news*"],
        },
      ],
    },
    unavailableRemotes: new Set(unavailable as "news"[]),
  });
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (typeof error === "object" && error !== null && "init" in error && "data" in error) {
      const { data, init } = error as { data: unknown; init: ResponseInit };
      return new Response(JSON.stringify(data), init);
    }
    throw error;
  }
  throw new Error("expected the loader to throw");
}

const article: RouteRegistration = defineRoute({
  path: "/news/:date",
  layout: "default",
  title: "ニュース",
  description: "説明",
  validate: ({ date }) => (/^\d{8}$/.test(date ?? "") ? true : { statusCode: 404 }),
  load: async ({ date }) =>
    date === "20250101" ? { data: { date }, meta: { title: "新年のご挨拶" } } : null,
  page,
});

const premium: RouteRegistration = defineRoute({
  path: "/price/premium",
  layout: "default",
  title: "会員価格",
  description: "説明",
  guards: ["premium"],
  page,
});

const call = (
  registration: RouteRegistration,
  url: string,
  params: Record<string, string>,
  signedIn = false,
) => environment(signedIn).loaderFor(registration)(loaderArgs(url, params));

describe("server route loaders", () => {
  it("returns the payload: data and meta over the registration's", async () => {
    const payload = await call(article, "http://x/news/20250101", { date: "20250101" });
    expect(payload).toEqual({
      meta: { title: "新年のご挨拶", description: "説明" },
      data: { date: "20250101" },
    });
  });

  it("answers a failed validation with the validator's status and the full path", async () => {
    const response = await thrown(() => call(article, "http://x/news/abc?x=1", { date: "abc" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ kind: "invalid", message: "Page Not Found: /news/abc?x=1" });
  });

  it("answers 404 when load finds nothing", async () => {
    const response = await thrown(() => call(article, "http://x/news/20990101", { date: "20990101" }));
    expect(response.status).toBe(404);
  });

  it("sends a stranger on a guarded page to sign in, keeping where they were going", async () => {
    const response = await thrown(() => call(premium, "http://x/price/premium?p=1", {}));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/premium_price?next=%2Fprice%2Fpremium%3Fp%3D1");
  });

  it("lets a member through", async () => {
    await expect(call(premium, "http://x/price/premium", {}, true)).resolves.toMatchObject({ data: null });
  });

  it("tells 404 from a remote that is down", async () => {
    const unmatched = (unavailable: string[], url: string) =>
      thrown(() => environment(false, unavailable).unmatchedLoader(loaderArgs(url, {})));
    expect((await unmatched([], "http://x/nowhere")).status).toBe(404);
    expect((await unmatched(["news"], "http://x/news/20250101")).status).toBe(503);
    expect(await (await unmatched([], "http://x/nowhere")).json()).toEqual({
      kind: "not-found",
      message: "Page not found: /nowhere",
    });
  });

  it("answers 503 for a page that cannot be built while a remote it reads is down, and only then", async () => {
    // A support page that dates an edition from goyo's record, here from news's: it cannot be built without it.
    const readsNews = defineRoute({
      path: "/download/goyo2021",
      layout: "default",
      title: "御用達2021",
      description: "説明",
      reads: ["news"],
      load: async () => {
        throw new Error("news publishes no edition");
      },
      page,
    });
    const load = (unavailable: string[]) =>
      environment(false, unavailable).loaderFor(readsNews)(loaderArgs("http://x/download/goyo2021", {}));
    const whileDown = await thrown(() => load(["news"]));
    expect(whileDown.status).toBe(503);
    expect(await whileDown.json()).toMatchObject({ kind: "remote-unavailable", remote: "news" });
    // With the remote up, the same failure is the page's own: it stays an error, not "try again soon".
    await expect(load([])).rejects.toThrow("news publishes no edition");
  });
});
