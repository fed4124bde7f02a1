import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { priceLabel } from "../prices";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

export const goyoCloudAlbumContent: ProductPageContent = {
  hero: {
    eyebrow: "現場蔵 御用達の機能",
    title: "クラウドアルバムで台帳をWebに共有",
    lead: "クラウドアルバムは、御用達で作った工事写真台帳をWebのアルバムにして、発注者や施主、協力会社と共有する機能です。相手はソフトを入れずに、パソコンやスマートフォンのブラウザで台帳を見られます。",
    illustration: drawing("goyo"),
    actions: [goyoActions.trial, goyoActions.document],
  },
  features: [
    {
      heading: "台帳を選んで公開するだけ",
      paragraphs: [
        "御用達の台帳の画面で「クラウドアルバムに公開」を選ぶと、台帳の並びのままWebのアルバムができます。写真の説明文と黒板の内容もそのまま表示されます。",
        "台帳を直したときは、もう一度公開すると同じアドレスのまま内容が新しくなります。",
      ],
    },
    {
      heading: "見せる相手と期間を決められます",
      paragraphs: [
        "アルバムごとにパスワードと公開期間を設定できます。期間を過ぎると自動で見られなくなるため、公開したままになる心配がありません。",
        "写真のダウンロードを許可するかどうかもアルバムごとに選べます。",
      ],
    },
    {
      heading: "スマートフォンでも見やすい表示",
      paragraphs: [
        "画面の幅に合わせて写真と説明文が並び替わるため、現場の休憩中にスマートフォンで確認してもらえます。工種ごとの目次から、見たい写真へすぐ移れます。",
      ],
    },
  ],
  blocks: [
    {
      kind: "specTable",
      heading: "無料で使える範囲",
      caption: "クラウドアルバムの無料の範囲とプレミアム",
      rows: [
        { label: "公開できるアルバム", value: "同時に3冊まで" },
        { label: "保存容量", value: "1社あたり5 GBまで" },
        { label: "公開期間", value: "最長90日" },
        { label: "プレミアム", value: `${priceLabel("cloudalbum-premium")}でアルバムの数と容量を拡大` },
      ],
      notes: ["※御用達2021と御用達DXをお使いの方が対象です。"],
    },
    {
      kind: "relatedLinks",
      heading: "もっと多くの工事で共有するなら",
      links: [goyoPages.cloudAlbumPremium, goyoPages.daicho],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "見る側に登録は必要ですか。",
        answer: "必要ありません。お送りしたアドレスを開き、パスワードを入力すると見られます。",
      },
      {
        question: "電子納品の代わりになりますか。",
        answer:
          "なりません。クラウドアルバムは台帳を見てもらうための共有の機能です。公共工事の納品は、要領・基準に沿った電子納品のデータで行ってください。",
        links: [goyoPages.cals],
      },
      {
        question: "公開した写真はどこに保存されますか。",
        answer:
          "国内のデータセンターに、通信を暗号化して保存します。公開期間が終わったアルバムは30日後に削除されます。",
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.asagiri,
  callToAction: goyoCallToAction(
    "台帳の共有をもっと手軽にしませんか",
    "クラウドアルバムは無料体験の期間中もお使いいただけます。",
  ),
};
