import type { ContentBlock } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import type { FaqRouteData } from "../../content/pageData";
import type { VideoGuidePageData } from "../../content/supportHelp/videoGuideData";
import { testLoadContext } from "../testLoadContext";
import { supportHelpRoutes } from "./supportHelpRoutes";

async function dataOf(path: string): Promise<unknown> {
  const route = supportHelpRoutes.find((candidate) => candidate.path === path);
  return (await route?.load?.({}, testLoadContext))?.data;
}

describe("support help routes", () => {
  it("register the video guide, the troubleshooting guide and the FAQs of ended products", () => {
    // The pages the tests below read; the area may hold others.
    expect(supportHelpRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/genbagurasupport_wiki",
        "/support/video-guide",
        "/support_dis_faq",
        "/support_hp_faq",
        "/support_sb2_faq",
      ]),
    );
  });

  it("answers at least 8 questions about each ended product", async () => {
    for (const path of ["/support_dis_faq", "/support_hp_faq", "/support_sb2_faq"]) {
      const faq = ((await dataOf(path)) as FaqRouteData).faq;
      expect(faq.categories.flatMap((category) => category.items).length, path).toBeGreaterThanOrEqual(8);
    }
  });

  it("links every video to the brand's YouTube channel and writes out its narration", async () => {
    const guide = (await dataOf("/support/video-guide")) as VideoGuidePageData;
    const videos = guide.categories.flatMap((category) => category.videos);
    expect(videos.length).toBeGreaterThanOrEqual(8);
    expect(new Set(videos.map((video) => video.title)).size).toBe(videos.length);
    for (const video of videos) {
      expect(video.href.startsWith("https://www.youtube.com/@genbagura/"), video.title).toBe(true);
      expect(new URL(video.href).searchParams.get("query"), video.title).toBe(video.title);
      expect(video.transcript.length, video.title).toBeGreaterThanOrEqual(3);
      expect(video.duration, video.title).toMatch(/^\d+分\d{2}秒$/u);
    }
  });

  it("keeps the Pad set-up help the old /faq/support/pad address now points to", async () => {
    const guide = (await dataOf("/support/video-guide")) as VideoGuidePageData;
    expect(guide.categories[0]?.heading).toBe("現場蔵Padの初期設定");
  });

  it("walks through at least 8 symptoms in the troubleshooting guide, each listed at the top", async () => {
    const { blocks } = (await dataOf("/genbagurasupport_wiki")) as { blocks: readonly ContentBlock[] };
    const articles = blocks.flatMap((block) => (block.kind === "steps" ? [block.heading] : []));
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const index = blocks[0];
    expect(index?.kind === "prose" ? index.bullets : []).toEqual(articles);
  });
});
