import type { SpecTablePageContent, StandardPageContent } from "@genbagura/ui";
import { goyoActions, goyoPages, kokubanCallToAction, sitePages } from "../shared";
import {
  certificationKinds,
  certifiedVersionsOf,
  certifiedVersionsTable,
  latestCertifiedVersions,
} from "./certifiedVersions";

const { tamperDetection, blackboardLink } = certificationKinds;

export const certificatesTopContent: StandardPageContent = {
  title: "電子小黒板の検定への対応",
  lead: "電子小黒板で撮った工事写真を公共工事に納めるには、撮影アプリと写真管理ソフトが決められた仕様どおりに動くことが前提です。現場蔵の撮影アプリと台帳ソフトは、J-COMSIA(一般社団法人施工管理ソフトウェア産業協会)の検定に合格しています。",
  blocks: [
    {
      kind: "prose",
      heading: "2つの検定が確かめること",
      paragraphs: [
        `${tamperDetection.name}は、${tamperDetection.target}を対象に、${tamperDetection.checks}を第三者が確かめる検定です。合格したアプリで撮った写真は、発注者が改ざんの有無を確認できます。`,
        `${blackboardLink.name}は、${blackboardLink.target}を対象に、${blackboardLink.checks}を確かめる検定です。合格した撮影アプリで撮り、合格した写真管理ソフトに取り込むことで、電子納品に使える写真として扱えます。`,
      ],
    },
    {
      kind: "table",
      ...certifiedVersionsTable(latestCertifiedVersions(), {
        heading: "製品ごとの最新の合格状況",
        caption: "現場蔵の製品ごとに、最も新しく検定に合格したバージョン",
      }),
      notes: ["※合格したバージョン以降の版は、合格時と同じ方式で動作します。"],
    },
    {
      kind: "prose",
      heading: "JACICからJ-COMSIAへ",
      paragraphs: [
        "電子小黒板の写真の信憑性を確かめる仕組みは、一般財団法人日本建設情報総合センター(JACIC)が整えてきました。発注者が改ざんの有無を確かめるツールも、JACICがWebで無償提供してきたものです。",
        "現在、各製品の検定の結果はJ-COMSIAの施工管理ソフトウェアのデータベースで公開されています。以前JACICの名前で発行された合格の情報も、このページと合格一覧で確認できます。",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "検定についてくわしく見る",
      links: [
        goyoPages.certificatesKokuban,
        goyoPages.certificatesList,
        goyoPages.certificatesMake,
        goyoPages.situation,
      ],
    },
    {
      kind: "callToAction",
      heading: "検定に合格した製品で電子小黒板を始めませんか",
      body: "資料では、合格した製品の組み合わせと、発注者との協議の進め方をご紹介しています。",
      actions: [
        { ...goyoActions.document, variant: "primary" },
        { ...goyoActions.trial, variant: "secondary" },
      ],
    },
  ],
};

export const certificatesKokubanContent: StandardPageContent = {
  title: "工事黒板アプリの検定合格の状況",
  lead: `iPhone・iPad用の電子小黒板アプリ、現場蔵 工事黒板の${tamperDetection.name}の合格状況です。2020年にVer.3.5で初めて合格し、撮影の仕組みを大きく変えた版ごとに検定を受け直しています。`,
  blocks: [
    {
      kind: "table",
      ...certifiedVersionsTable(certifiedVersionsOf({ product: "kokuban" }), {
        heading: "合格したバージョン",
        caption: "現場蔵 工事黒板の検定に合格したバージョン",
      }),
    },
    {
      kind: "prose",
      heading: "合格した版より後の版について",
      paragraphs: [
        "合格した版から後の版でも、改ざん検知の値の計算と記録の方式は変えていません。検定を受け直すのは、撮影や写真の保存の仕組みを変えた版だけです。",
        "合格した版より前の版で撮った写真にも、改ざん検知のための値は記録されています。発注者から合格した版での撮影を求められた場合は、最新版へアップデートしてからの撮影をお願いします。",
      ],
    },
    {
      kind: "steps",
      heading: "お使いの版を確かめる方法",
      steps: [
        { title: "「設定」を開く", body: "現場蔵 工事黒板の左下の歯車のボタンから「設定」を開きます。" },
        { title: "「このアプリについて」を選ぶ", body: "画面の上部にバージョンの番号が表示されます。" },
        {
          title: "合格した版と比べる",
          body: "表の合格したバージョンと同じか、それより新しい版であることを確かめます。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [
        goyoPages.kokuban,
        goyoPages.certificatesMake,
        goyoPages.certificatesList,
        goyoPages.certificates,
      ],
    },
    {
      kind: "callToAction",
      ...kokubanCallToAction(
        "検定に合格した工事黒板アプリを試しませんか",
        "資料では、検定の内容と発注者への説明に使える書類の例をご紹介しています。",
      ),
    },
  ],
};

export const certificatesListContent: SpecTablePageContent = {
  title: "検定に合格した製品とバージョンの一覧",
  lead: "現場蔵の撮影アプリと写真管理ソフトのうち、J-COMSIAの検定に合格したバージョンの一覧です。合格番号と合格日は、発注者に提出する証明書にも記載されます。",
  tables: [
    {
      kind: "table",
      ...certifiedVersionsTable(certifiedVersionsOf({ kind: "tamperDetection" }), {
        heading: tamperDetection.name,
        caption: `${tamperDetection.name}に合格した撮影アプリ`,
      }),
    },
    {
      kind: "table",
      ...certifiedVersionsTable(certifiedVersionsOf({ kind: "blackboardLink" }), {
        heading: blackboardLink.name,
        caption: `${blackboardLink.name}に合格した写真管理ソフト`,
      }),
    },
  ],
  notes: [
    "※合格日の順に並べています。",
    "※以前JACICの名前で公開していた合格の情報も、この一覧に含めています。",
  ],
  callToAction: {
    heading: "証明書が必要なときは",
    body: "発注者から検定の合格を示す書類を求められたときの作り方をご案内しています。",
    actions: [
      { ...goyoPages.certificatesMake, variant: "primary" },
      { ...goyoActions.document, variant: "secondary" },
    ],
  },
};

export const certificatesMakeContent: StandardPageContent = {
  title: "検定合格の証明書の作り方",
  lead: "電子小黒板を使う工事では、発注者から、使う撮影アプリと写真管理ソフトが検定に合格していることを示す書類を求められることがあります。現場蔵の製品なら、ソフトの画面から工事名入りの証明書を作れます。",
  blocks: [
    {
      kind: "prose",
      heading: "証明書を求められる場面",
      paragraphs: [
        "電子小黒板を使うときは、工事打合せ簿などで発注者と協議し、承諾を得ます。このとき、使用する機器とソフトの名前、バージョン、検定の合格番号を書いた書類を添える例が多くあります。",
        "完成時の電子納品で、写真が合格した製品で撮影・管理されたことを示すために求められる場合もあります。",
      ],
    },
    {
      kind: "steps",
      heading: "御用達DXで証明書を作る手順",
      steps: [
        { title: "工事を開く", body: "御用達DXで、証明書を提出する工事を開きます。" },
        {
          title: "「検定合格の証明書」を選ぶ",
          body: "「ファイル」メニューの「提出書類」から「検定合格の証明書」を選びます。",
        },
        {
          title: "使う機器とアプリを選ぶ",
          body: "工事で使う撮影アプリや端末にチェックを入れます。合格番号と合格日は自動で入ります。",
        },
        {
          title: "PDFで書き出して添付",
          body: "工事名と受注者名が入った証明書をPDFで書き出し、工事打合せ簿に添えて提出します。",
        },
      ],
    },
    {
      kind: "prose",
      heading: "御用達DXをお使いでない場合",
      paragraphs: [
        "御用達2021では「ヘルプ」メニューの「検定の合格情報」から同じ証明書を作れます。工事黒板アプリだけをお使いの場合は、サポートセンターにご連絡いただければ、工事名入りの証明書をPDFでお送りします。",
      ],
    },
    {
      kind: "notice",
      tone: "info",
      heading: "書式の指定があるときは",
      body: "発注者が書式を指定している場合は、その書式に合格番号と合格日を書き写してください。合格番号は検定に合格した製品とバージョンの一覧で確認できます。",
      link: goyoPages.certificatesList,
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.certificates, goyoPages.certificatesKokuban, sitePages.support],
    },
  ],
};
