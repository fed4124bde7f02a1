import { drawing } from "@genbagura/illustrations";
import type { ProductPageContent } from "@genbagura/ui";
import { currentLedgerEdition, endOfLifeSentence, ledgerEditions, supportEndDate } from "../lifecycle";
import { priceWithUnit } from "../prices";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

const goyo2021 = ledgerEditions.goyo2021;
const successor = currentLedgerEdition;

export const goyoTopContent: ProductPageContent = {
  hero: {
    eyebrow: "PC用 工事写真台帳ソフト",
    title: "現場蔵 御用達 工事写真台帳ソフト",
    lead: `現場蔵 御用達は、デジタルカメラやタブレットで撮った工事写真をパソコンに取り込み、工種ごとに整理して工事写真台帳を作るソフトです。年版の最後の版である${endOfLifeSentence(goyo2021)}これから導入する方には、後継の${successor.shortName}をご案内しています。`,
    illustration: drawing("goyo"),
    actions: [{ ...goyoPages.goyoDx, label: `後継の${successor.shortName}を見る` }, goyoActions.trial],
  },
  features: [
    {
      heading: "工種・種別・細別の順に写真を整理",
      paragraphs: [
        "写真管理基準に合わせた工種・種別・細別の分類が、工事の種類ごとに用意されています。写真を選んで分類へドラッグするだけで、台帳の並び順が決まります。",
        "電子小黒板で撮った写真は、黒板に入力した工種や測点を読み取って自動で分類します。木製の黒板で撮った写真と同じ工事の中で混ぜて扱えます。",
      ],
      illustration: drawing("blackboard"),
    },
    {
      heading: "提出できる工事写真台帳をそのまま印刷",
      paragraphs: [
        "1ページに写真を3枚並べる標準の様式のほか、2枚・6枚の様式や営繕工事の撮影要領に沿った様式を選べます。撮影日と黒板の記載事項は説明欄に自動で入ります。",
        "表紙と目次も台帳から自動で作られ、PDFやExcelにも書き出せます。",
      ],
    },
    {
      heading: "電子納品(CALS/EC)のデータまで作成",
      paragraphs: [
        "デジタル写真管理情報基準に沿ったフォルダとファイル名、写真管理ファイルを出力します。代表写真や提出頻度写真の指定も台帳の画面から行えます。",
        "出力の前に、画素数やファイル名の誤り、改ざん検知の確認が済んでいない写真を一覧で知らせます。",
      ],
    },
    {
      heading: "改ざん検知の確認と検定への対応",
      paragraphs: [
        "電子小黒板で撮った写真を取り込むときに、撮影時に記録された値と照らし合わせて、撮影後に書き換えられていないかを確認します。結果は写真ごとに表示されます。",
        `${goyo2021.shortName}は、小黒板情報連携機能の検定に合格しています。合格の状況と証明書の作り方は検定のページでご案内しています。`,
      ],
    },
  ],
  blocks: [
    {
      kind: "notice",
      tone: "important",
      heading: `${goyo2021.shortName}の販売とサポートは終了しています`,
      body: `${endOfLifeSentence(goyo2021)}インストール済みのパソコンでは引き続き起動できますが、修正プログラムの提供、電話とメールでのお問い合わせへの対応、ライセンスの再認証(パソコンの入れ替え)は行っていません。台帳のデータは${successor.shortName}へ移せます。`,
      link: {
        label: `${goyo2021.shortName}の最終修正プログラムと移行ツールのページへ進む`,
        href: "/download/goyo2021",
      },
    },
    {
      kind: "specTable",
      heading: "販売状況と価格",
      caption: "現場蔵 御用達シリーズの販売状況と価格",
      rows: [
        { label: successor.name, value: priceWithUnit("goyo-dx") },
        { label: goyo2021.name, value: `販売終了(${supportEndDate(goyo2021)}にサポート終了)` },
      ],
      notes: [
        `※御用達2019・御用達2020・${goyo2021.shortName}の台帳のデータは、${successor.shortName}に追加の費用なしで読み込めます。`,
      ],
    },
    {
      kind: "relatedLinks",
      heading: "御用達の機能をくわしく見る",
      links: [
        goyoPages.daicho,
        goyoPages.cals,
        goyoPages.backup,
        goyoPages.cloudAlbum,
        goyoPages.compare,
        goyoPages.certificates,
      ],
    },
  ],
  faq: faqExcerpt(
    [
      {
        question: "御用達はまだ購入できますか。",
        answer: `${goyo2021.shortName}の販売は終了しました。新しく導入する場合は、電子小黒板の情報から写真の配置まで自動で行い、台帳を確認するだけで仕上げられる${successor.shortName}をお選びください。木製の黒板で撮った写真も、分類を選んで手で並べられます。`,
        links: [goyoPages.goyoDx, goyoPages.compare],
      },
      {
        question: `${goyo2021.shortName}を使い続けられますか。`,
        answer: `インストール済みのパソコンでは起動し、台帳の印刷もできます。ただし、${supportEndDate(goyo2021)}にサポートを終了したため、基準の改定への対応やお問い合わせへの回答、パソコンを入れ替えたときの再認証は行っていません。進行中の工事を仕上げたら、${successor.shortName}への移行をおすすめします。`,
      },
      {
        question: `${goyo2021.shortName}で作った台帳を${successor.shortName}で開けますか。`,
        answer: `開けます。${goyo2021.shortName}の Ver.21.5.0 以降にある移行機能で書き出すと、写真の分類と説明文、黒板の様式をそのまま${successor.shortName}へ移せます。`,
        links: [goyoPages.changeGuide],
      },
      {
        question: "Macで使えますか。",
        answer: `御用達はWindows専用のソフトです。iPadで台帳を確認したい場合は、iOS版のある${successor.shortName}か、クラウドアルバムでの共有をご検討ください。`,
        links: [goyoPages.cloudAlbum],
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.hokuto,
  callToAction: goyoCallToAction(
    `台帳づくりは${successor.shortName}で続けられます`,
    `2か月の無料体験では、${successor.shortName}のすべての機能をお試しいただけます。${goyo2021.shortName}の台帳を読み込んで、使い勝手をお確かめください。資料請求とお見積もりも無料です。`,
  ),
};
