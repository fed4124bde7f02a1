import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { endedEditionPhrase, ledgerEditions } from "../lifecycle";
import { kokubanPhonePreview } from "../previews";
import { priceWithUnit } from "../prices";
import {
  faqExcerpt,
  faqPages,
  goyoActions,
  goyoCases,
  goyoPages,
  kokubanCallToAction,
  sitePages,
} from "../shared";
import { kokubanFacts, kokubanOsText } from "./facts";

export const kokubanTopContent: ProductPageContent = {
  hero: {
    eyebrow: "iPhone・iPad用 電子小黒板アプリ",
    title: "現場蔵 工事黒板",
    lead: "現場蔵 工事黒板は、お使いのiPhoneやiPadを電子小黒板にするアプリです。黒板を選んで工種や測点を入れ、撮影するだけで黒板入りの工事写真になります。黒板を持つ人も、チョークで書き直す手間もいりません。",
    illustration: drawing("kokuban"),
    actions: [goyoActions.kokubanDocument, goyoActions.estimate],
  },
  previews: { hero: kokubanPhonePreview },
  features: [
    {
      heading: "約300種類の黒板から選んで撮るだけ",
      paragraphs: [
        "国や自治体の工事で使われる黒板の様式を約300種類用意しています。工事名や受注者名は一度入れれば、どの黒板にも引き継がれます。",
        "同じ黒板で続けて撮るときは、測点の番号が自動で進みます。社内独自の黒板は、オーダーメイドで当社が作ることもできます。",
      ],
      illustration: drawing("blackboard"),
    },
    {
      heading: "改ざん検知に対応し、検定に合格",
      paragraphs: [
        "撮影した写真には、撮影後に書き換えられていないかを確かめるための値が記録されます。発注者は、この値を照らし合わせて写真が撮影時のままかを確認できます。",
        "信憑性確認(改ざん検知機能)の検定には、2020年にVer.3.5で合格しました。その後の版の合格状況も公開しています。",
      ],
    },
    {
      heading: "電波の届かない現場でも撮影できます",
      paragraphs: [
        "トンネルや地下の現場でも、黒板の選択から撮影までを通信なしで行えます。写真は端末に保存されます。Wi-Fiにつながると、御用達や現場蔵クラウドへ送られます。",
      ],
    },
    {
      heading: "撮った写真はそのまま台帳へ",
      paragraphs: [
        "写真を現場蔵 御用達DXに取り込むと、黒板の工種・種別・細別・測点で写真が仕分けられ、工事写真台帳が自動で作られます。iPadだけで簡易な台帳を作る機能もあります。",
      ],
    },
  ],
  blocks: [
    {
      kind: "specTable",
      heading: "価格と対応機種",
      caption: "現場蔵 工事黒板の価格と対応機種",
      rows: [
        { label: "価格", value: priceWithUnit("kokuban") },
        {
          label: "無料体験",
          value: `App Storeから入手して${kokubanFacts.trialDays}日間、すべての機能を無料で使えます`,
        },
        { label: "対応OS", value: kokubanOsText },
        {
          label: "連携するソフト",
          value: `現場蔵 御用達DX、現場蔵クラウド(${endedEditionPhrase(ledgerEditions.goyo2021)}にも取り込めます)`,
        },
      ],
      notes: [
        "※Androidのスマートフォンでは、現場蔵カメラをお使いいただけます。現場蔵カメラは1台ごとの年間ライセンス(有料)か、現場蔵クラウドの料金プランでお使いいただけます。",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "工事黒板アプリをくわしく知る",
      links: [
        goyoPages.kokubanSpec,
        goyoPages.kokubanDaicho,
        goyoPages.certificatesKokuban,
        goyoPages.situation,
        goyoPages.kokubanLicenceKey,
        sitePages.cam,
      ],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "電子小黒板はどの工事でも使えますか。",
        answer:
          "国の直轄工事では、受注者が申し出て発注者が承諾すれば使えます。自治体の工事は発注者によって扱いが違うため、特記仕様書をご確認のうえ、工事打合せ簿などで協議してください。",
        links: [goyoPages.situation],
      },
      {
        question: "Androidのスマートフォンで使えますか。",
        answer:
          "現場蔵 工事黒板はiPhoneとiPad専用です。Androidのスマートフォンでは、電子小黒板付きのカメラアプリ「現場蔵カメラ」をお使いください。現場蔵カメラは有料の年間ライセンスでお使いいただけます。現場蔵クラウドと使う場合は、クラウドの料金プランに含まれます。",
        links: [sitePages.cam],
      },
      {
        question: "1つのライセンスを何台で使えますか。",
        answer:
          "1ライセンスで1台の端末にお使いいただけます。機種を変更するときは、古い端末でライセンスを解除してから新しい端末でライセンスキーを入力します。",
        links: [goyoPages.kokubanLicenceKey],
      },
      {
        question: "撮影した写真はどのくらいの画素数になりますか。",
        answer:
          "撮影の前に画素数を選べます。電子納品の目安は、黒板の文字が読める100万〜300万画素程度です。発注者から指定がある場合は、その画素数に合わせてください。",
      },
    ],
    faqPages.kokuban,
  ),
  relatedCase: goyoCases.shinonome,
  callToAction: kokubanCallToAction(
    "お手元のiPhone・iPadで電子小黒板を始めませんか",
    "資料では、黒板の様式の一覧と、発注者との協議に使える書類の記入例をご紹介しています。複数台のお見積もりも承ります。",
  ),
};
