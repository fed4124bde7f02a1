import { describe, expect, it } from "vitest";
import { pageTextOf } from "./pageDocument";

const page = (main: string) =>
  `<html><body><header class="g-header"><nav>ヘッダーのリンク</nav></header><main id="main">${main}</main><footer>フッターの文言</footer></body></html>`;

describe("the text a page gives the index", () => {
  const text = pageTextOf(
    page(`<nav class="g-breadcrumbs"><a href="/">ホーム</a></nav>
      <header class="g-hero"><h1 class="g-hero__title"><span class="g-phrases">現場蔵<wbr/>Pad</span></h1>
      <p class="g-hero__lead">雨の日も&amp;撮れます。</p></header>
      <section><h2>よくあるご質問</h2><details><summary><span aria-hidden="true">Q</span><span>解約できますか。</span></summary>
      <div><p>いつでも解約できます。</p></div></details></section>
      <div aria-hidden="true"><h3>画面の見本</h3><p>見本の文字</p></div>
      <figure class="g-preview" data-preview="ledger"><div aria-hidden="true">台帳</div><figcaption>台帳画面の図</figcaption></figure>
      <p data-source="pad.price">年額 16,500円(税込)</p><p data-source="pad.price">年額 16,500円(税込)</p>
      <search><label>検索</label><input/></search><form><label>お名前</label></form>
      <section class="g-section g-cta"><p>資料を請求する</p></section>
      <section class="g-section g-related"><a href="/x">関連ページ</a></section>`),
  );

  it("splits headings and FAQ questions from the body", () => {
    expect(text.headings).toEqual(["現場蔵Pad", "よくあるご質問"]);
    expect(text.questions).toEqual(["解約できますか。"]);
    expect(text.body).toContain("雨の日も&撮れます。");
    expect(text.body).toContain("いつでも解約できます。");
  });

  it("leaves out everything outside <main>, navigation, forms, previews and repeated blocks", () => {
    const all = [...text.headings, ...text.questions, text.body].join("\n");
    for (const left of [
      "ヘッダー",
      "フッター",
      "ホーム",
      "画面の見本",
      "見本の文字",
      "台帳画面の図",
      "お名前",
      "検索",
      "資料を請求",
      "関連ページ",
      "Q",
    ]) {
      expect(all).not.toContain(left);
    }
  });

  it("counts the text of one source once per page", () => {
    expect(text.body.split("年額 16,500円(税込)")).toHaveLength(2);
  });
});
