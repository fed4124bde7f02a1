import type { StandardPageContent } from "@genbagura/ui";
import { endedEditionLabel, ledgerEditions } from "../lifecycle";
import { goyoPages, sitePages } from "../shared";

export const ipnengaContent: StandardPageContent = {
  title: "現場蔵 年賀プリントの使い方",
  lead: "現場蔵 年賀プリントは、御用達に保存した完成写真を使って、取引先へ送る年賀はがきを作る小さなWindows用ソフトです。御用達のインストールメディアに収録しており、御用達・御用達DXをお使いの方は無料でお使いいただけます。",
  blocks: [
    {
      kind: "prose",
      heading: "できること",
      paragraphs: [
        "その年に手がけた工事の完成写真を選び、用意されたレイアウトに当てはめるだけで、施工実績を伝える年賀はがきができます。宛名は取引先の一覧から印刷できます。",
      ],
      bullets: [
        "御用達・御用達DXの工事から完成写真を選んで配置",
        "写真1枚〜4枚を並べる12種類のレイアウト",
        "取引先の一覧(CSV形式)からの宛名の印刷",
        "会社のロゴと挨拶文の登録",
      ],
    },
    {
      kind: "steps",
      heading: "年賀はがきを作る手順",
      steps: [
        {
          title: "インストール",
          body: "御用達のインストールメディアを開き、「ツール」フォルダの「年賀プリント」をインストールします。",
        },
        {
          title: "レイアウトを選ぶ",
          body: "起動したら、写真の枚数と縦横の向きからレイアウトを選びます。",
        },
        {
          title: "写真を選ぶ",
          body: "「御用達から選ぶ」を押すと工事の一覧が出ます。工事を開き、載せたい完成写真を選びます。黒板の写っていない写真が向いています。",
        },
        {
          title: "挨拶文とロゴを入れる",
          body: "挨拶文は定型文から選ぶか、自由に入力します。会社のロゴは一度登録すると次の年も使えます。",
        },
        {
          title: "宛名を読み込んで印刷",
          body: "取引先の一覧のCSVを読み込み、試し刷りで位置を確かめてから年賀はがきに印刷します。",
        },
      ],
    },
    {
      kind: "specTable",
      heading: "動作環境",
      caption: "現場蔵 年賀プリントの動作環境",
      rows: [
        { label: "対応OS", value: "Windows 11(64ビット版)" },
        {
          label: "必要なソフト",
          value: `現場蔵 御用達DXまたは現場蔵 ${endedEditionLabel(ledgerEditions.goyo2021)}`,
        },
        { label: "対応する用紙", value: "郵便はがき(インクジェット紙を含む)" },
        { label: "宛名の形式", value: "CSV形式(郵便番号、住所、会社名、部署、氏名の列)" },
      ],
    },
    {
      kind: "faq",
      heading: "よくあるご質問",
      items: [
        {
          question: "工事の写真を年賀はがきに使ってよいですか。",
          answer:
            "発注者や施主の了解を得てからお使いください。公共工事の写真や個人の住宅が分かる写真は、載せてよいかを事前に確かめることをおすすめします。",
        },
        {
          question: "御用達がなくても使えますか。",
          answer:
            "御用達2021または御用達DXがインストールされたパソコンでお使いいただけます。写真はパソコンのフォルダから選ぶこともできます。",
        },
        {
          question: "宛名の文字がはがきからずれます。",
          answer:
            "「印刷位置の調整」で上下左右に0.5 mm単位で動かせます。試し刷りを普通紙で行ってから、はがきに印刷してください。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.goyo, goyoPages.pickupHelp, sitePages.support],
    },
  ],
};
