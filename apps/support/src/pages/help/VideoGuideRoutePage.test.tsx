import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { videoGuidePage } from "../../../content/supportHelp/videoGuide";
import VideoGuideRoutePage from "./VideoGuideRoutePage";

function render(): string {
  return renderToString(
    <MemoryRouter initialEntries={["/support/video-guide"]}>
      <VideoGuideRoutePage data={videoGuidePage} params={{}} />
    </MemoryRouter>,
  );
}

const videos = videoGuidePage.categories.flatMap((category) => category.videos);

describe("VideoGuideRoutePage", () => {
  it("renders one h1, a section per category and an h3 per video, without skipping a level", () => {
    const html = render();
    const levels = [...html.matchAll(/<h([1-6])[\s>]/gu)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels.filter((level) => level === 3).length).toBeGreaterThanOrEqual(videos.length);
    expect(levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1)).toEqual([]);
    for (const category of videoGuidePage.categories) expect(html).toContain(`id="${category.id}"`);
  });

  it("links each video by name and folds its transcript under a disclosure", () => {
    const html = render();
    expect(html.match(/<details>/gu)).toHaveLength(videos.length);
    for (const video of videos) {
      expect(html).toContain(`href="${video.href.replaceAll("&", "&amp;")}"`);
      expect(html).toContain(`「${video.title}」をYouTubeの現場蔵チャンネルで見る`);
      expect(html).toContain(`<summary>「${video.title}」の文字起こしを読む</summary>`);
      expect(html).toContain(video.transcript[0]);
    }
  });
});
