import type { ProductPageContent } from "@genbagura/ui";
import { priceWithUnit } from "../prices";
import { faqExcerpt, faqPages, goyoActions, goyoCallToAction, goyoCases, goyoPages } from "../shared";

export const goyoTopContent: ProductPageContent = {
  hero: {
    eyebrow: "PC用 工事写真台帳ソフト",
    title: "現場蔵 御用達 工事写真台帳ソフト",
    lead: "現場蔵 御用達は、デジタルカメラやタブレットで撮った工事写真をパソコンに取り込み、工種ごとに整理して工事写真台帳を作るソフトです。写真管理基準に沿った分類と、電子納品のデータ作成までを一つのソフトで行えます。",
    illustration: { name: "photoLedger", alt: "パソコンの画面に工事写真が3枚ずつ並んだ工事写真台帳" },
    actions: [goyoActions.trial, goyoActions.document],
  },
  features: [
    {
      heading: "工種・種別・細別の順に写真を整理",
      paragraphs: [
        "写真管理基準に合わせた工種・種別・細別の分類が、工事の種類ごとに用意されています。写真を選んで分類へドラッグするだけで、台帳の並び順が決まります。",
        "電子小黒板で撮った写真は、黒板に入力した工種や測点を読み取って自動で分類します。木製の黒板で撮った写真と同じ工事の中で混ぜて扱えます。",
      ],
      illustration: { name: "blackboard", alt: "工種・種別・測点が書かれた電子小黒板" },
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
        "御用達2021は、小黒板情報連携機能の検定に合格しています。合格の状況と証明書の作り方は検定のページでご案内しています。",
      ],
    },
  ],
  blocks: [
    {
      kind: "specTable",
      heading: "価格と動作環境",
      caption: "現場蔵 御用達2021の価格と動作環境",
      rows: [
        { label: "新規購入", value: priceWithUnit("goyo") },
        { label: "乗り換え版", value: priceWithUnit("goyo-upgrade") },
        { label: "対応OS", value: "Windows 11(64ビット版)" },
        { label: "メモリ", value: "8 GB以上を推奨" },
        { label: "ディスクの空き容量", value: "インストールに2 GB、写真の保存に工事1件あたり10 GB程度" },
        {
          label: "取り込める端末",
          value: "現場蔵Padシリーズ、現場蔵Pocketシリーズ、現場蔵 工事黒板アプリ、デジタルカメラ",
        },
      ],
      notes: [
        "※乗り換え版は、御用達2016以降のいずれかのライセンスをお持ちの方がご購入いただけます。",
        "※ライセンスは買い切りです。基準の改定に合わせた修正プログラムは無償で提供します。",
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
        question: "御用達と御用達DXはどう違いますか。",
        answer:
          "御用達は、写真を分類へ並べて台帳を作る買い切りのソフトです。御用達DXは、電子小黒板の情報から写真の配置まで自動で行い、台帳を確認するだけで仕上げられる年額のソフトです。電子小黒板を主に使う会社には御用達DXをおすすめします。",
        links: [goyoPages.compare],
      },
      {
        question: "1つのライセンスで何台のパソコンに入れられますか。",
        answer:
          "1ライセンスで2台のパソコンまで認証できます。パソコンを入れ替えるときは、古いパソコンのライセンス認証を解除してから新しいパソコンで認証してください。",
        links: [goyoPages.licenceDeregister],
      },
      {
        question: "以前の版で作った台帳は開けますか。",
        answer:
          "御用達2016以降で作った台帳のデータは、御用達2021でそのまま開けます。写真と台帳の並び順、説明文も引き継がれます。",
      },
      {
        question: "Macで使えますか。",
        answer:
          "御用達はWindows専用のソフトです。iPadで台帳を確認したい場合は、iOS版のある御用達DXか、クラウドアルバムでの共有をご検討ください。",
        links: [goyoPages.cloudAlbum],
      },
    ],
    faqPages.goyo,
  ),
  relatedCase: goyoCases.hokuto,
  callToAction: goyoCallToAction(
    "御用達で台帳づくりを始めませんか",
    "2か月の無料体験では、御用達と御用達DXのすべての機能をお試しいただけます。資料請求とお見積もりも無料です。",
  ),
};
