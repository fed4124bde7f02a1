import type { StandardPageContent } from "@genbagura/ui";
import { currentLedgerEdition, endedEditionLabel, ledgerEditions } from "../lifecycle";
import { priceWithUnit } from "../prices";
import { goyoActions, goyoPages, sitePages } from "../shared";

export const changeGuide2020Content: StandardPageContent = {
  title: "御用達2020から御用達DXへの乗り換えガイド",
  lead: "現場蔵 御用達2020をお使いの方が、台帳を自動で作れる現場蔵 御用達DXへ移るための手順をまとめました。これまでの台帳のデータはそのまま読み込めるため、工事の途中でも無理なく移れます。",
  blocks: [
    {
      kind: "prose",
      heading: "乗り換えで変わること",
      paragraphs: [
        "御用達2020では、電子小黒板の写真を工種ごとに分類したあと、台帳の位置へ写真を並べる作業が必要でした。御用達DXでは、黒板の測点まで読み取って台帳の決まった位置へ自動で配置するため、作業は確認と手直しだけになります。",
        "御用達2020の写真の分類、台帳の並び順、説明文、表紙の設定は、御用達DXに引き継がれます。",
      ],
      bullets: [
        "台帳の自動作成と、足りない写真の工種ごとの表示",
        "電子納品のデータの出力前に、代表写真とファイル名を自動で確認",
        "契約期間中は、基準の改定への対応を含めて無償で更新",
      ],
    },
    {
      kind: "steps",
      heading: "乗り換えの手順",
      steps: [
        {
          title: "御用達2020を最新の修正プログラムにする",
          body: "「ヘルプ」メニューの「更新の確認」から、御用達2020を最新の状態にします。台帳のデータを書き出す機能が使えるようになります。",
        },
        {
          title: "台帳のデータを書き出す",
          body: "「ファイル」メニューの「移行用に書き出し」で、工事ごとにデータを書き出します。写真が多い工事は、外付けの記録装置への書き出しをおすすめします。",
        },
        {
          title: "御用達DXをインストール",
          body: "御用達2020と同じパソコンに入れて構いません。2つのソフトは別々に動き、データが上書きされることはありません。",
        },
        {
          title: "御用達DXで読み込む",
          body: "御用達DXの「工事を追加」から「御用達シリーズのデータを読み込む」を選び、書き出したデータを指定します。",
        },
        {
          title: "台帳を確かめる",
          body: "読み込んだ台帳の並びと説明文を確かめます。黒板の情報がある写真は、御用達DXの自動配置で並び直すこともできます。",
        },
      ],
    },
    {
      kind: "notice",
      tone: "info",
      heading: "進行中の工事はどちらで仕上げても構いません",
      body: "完成間近の工事は御用達2020で仕上げ、新しく始める工事から御用達DXを使う方法もあります。御用達2020のライセンスの認証は、乗り換えたあとに解除してください。",
      link: goyoPages.licenceDeregister,
    },
    {
      kind: "specTable",
      heading: "乗り換えの費用",
      caption: `${ledgerEditions.goyo2020.shortName}から${currentLedgerEdition.shortName}へ乗り換えるときの価格`,
      rows: [{ label: currentLedgerEdition.name, value: priceWithUnit("goyo-dx") }],
      notes: [
        "※台帳のデータの読み込みに追加の費用はかかりません。",
        `※${endedEditionLabel(ledgerEditions.goyo2021)}は乗り換え先に選べません。`,
      ],
    },
    {
      kind: "relatedLinks",
      heading: "あわせて読みたいページ",
      links: [goyoPages.compare, goyoPages.goyoDx, goyoPages.goyo18, sitePages.support],
    },
    {
      kind: "callToAction",
      heading: "乗り換える前に、御用達DXを試してみませんか",
      body: "2か月の無料体験で、お手元の御用達2020のデータを読み込んでお試しいただけます。",
      actions: [
        { ...goyoActions.trial, variant: "primary" },
        { ...goyoActions.estimate, variant: "secondary" },
      ],
    },
  ],
};
