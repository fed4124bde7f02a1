import { describe, expect, it } from "vitest";
import type { UiPreviewData } from "../content/blocks";
import { renderHtml } from "../testing/renderHtml";
import { board, part } from "./previewParts";
import { UiPreview } from "./UiPreview";

const preview: UiPreviewData = {
  id: "sample-screen",
  frame: "browser",
  chrome: "cloud.genbagura.example/photos",
  caption: "写真一覧の画面です",
  screen: part(
    "app",
    part("topbar", part("brand", "現場蔵クラウド")),
    part("photo", board([["工種", "鉄筋工"]])),
  ),
};

describe("UiPreview", () => {
  const html = renderHtml(<UiPreview preview={preview} />);

  it("marks its root with data-preview and hides the drawn screen from screen readers, keeping the caption", () => {
    expect(html).toMatch(/<figure class="g-preview g-preview--browser" data-preview="sample-screen">/);
    expect(html).toMatch(/<div class="g-preview__device" aria-hidden="true">/);
    expect(html).toContain('<figcaption class="g-preview__caption">写真一覧の画面です</figcaption>');
  });

  it("draws each part as a class of the kit, with no heading, link, script or image", () => {
    expect(html).toContain(
      '<div class="g-pv-board"><div class="g-pv-cell">工種</div><div class="g-pv-cell">鉄筋工</div></div>',
    );
    expect(html).not.toMatch(/<(h[1-6]|a|script|img)[\s>]/);
  });
});
