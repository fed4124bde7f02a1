import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/renderHtml";
import { downloadContent } from "../testing/sampleContent";
import { DownloadPage } from "./DownloadPage";

describe("DownloadPage", () => {
  it("links each file with its name, format and size in the link text, as a plain anchor", () => {
    const html = renderHtml(<DownloadPage content={downloadContent} />);
    expect(html).toContain(
      '<a class="g-downloads__link" href="/files/connect/setup.exe">「現場蔵コネクト インストーラー」をダウンロードする(EXE・48 MB)</a>',
    );
    expect(html).toContain(">動作環境</h2>");
  });

  it("renders a request form in place of files when given one", () => {
    const html = renderHtml(
      <DownloadPage content={{ ...downloadContent, files: [] }}>
        <form aria-label="ダウンロード申し込みフォーム" />
      </DownloadPage>,
    );
    expect(html).not.toContain("ダウンロードできるファイル");
    expect(html).toContain("ダウンロードのお申し込み");
    expect(html).toContain("ダウンロード申し込みフォーム");
  });
});
