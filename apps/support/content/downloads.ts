import { drawing } from "@genbagura/illustrations";
import type { DownloadPageContent, StandardPageContent, ThanksPageContent, TitledProse } from "@genbagura/ui";
import { calsGuide } from "./guides/calsGuide";
import { dxFirstGuide } from "./guides/dxFirstGuide";
import { dxIosFirstGuide } from "./guides/dxIosFirstGuide";
import { firstGuide } from "./guides/firstGuide";
import { firstGuideIos } from "./guides/firstGuideIos";
import { productGuide } from "./guides/productGuide";
import type { DownloadPageEntry, GuideDocument, GuideRouteData, GuideThanksRouteData } from "./pageData";
import { guideNextSteps, supportLine, thanksLinks } from "./shared";

// Gated guides: the registration pages, the overviews, and the thanks pages that deliver each guide.

/** What a guide's download page says about it, drawn from the guide itself. */
function guideDownload(
  guide: GuideDocument,
  content: Pick<DownloadPageContent, "title" | "lead" | "illustration">,
  audience: readonly string[],
): DownloadPageContent {
  const chapters = guide.blocks.flatMap((block) =>
    "heading" in block && block.heading ? [block.heading] : [],
  );
  return {
    ...content,
    files: [],
    blocks: [
      {
        kind: "prose",
        heading: "ガイドの内容",
        paragraphs: [
          `${guide.title}(${guide.edition})は、次の章でできています。フォームを送信すると、完了ページですぐに読め、印刷やPDFでの保存もできます。`,
        ],
        bullets: chapters,
      },
      { kind: "prose", heading: "こんな方におすすめです", paragraphs: [], bullets: audience },
      { ...guideNextSteps, kind: "steps" },
    ],
  };
}

export const downloadPages: Readonly<Record<string, DownloadPageEntry>> = {
  "/download/firstguide": {
    formId: "download_firstguide",
    submitLabel: "はじめてガイドを読む",
    download: guideDownload(
      firstGuide,
      {
        title: "現場蔵 はじめてガイドのダウンロード",
        lead: "電子小黒板をはじめて使う方に向けて、準備から撮影、工事写真台帳の作成、提出と保存までを順に説明したガイドです。1つの現場で試しながら読み進められます。",
        illustration: drawing("blackboard"),
      },
      [
        "これから電子小黒板を使い始める現場監督の方",
        "工事写真台帳づくりを担当する事務所の方",
        "社内で電子小黒板の導入を進める担当の方",
      ],
    ),
  },
  "/download/firstguide-ios": {
    formId: "download_firstguide_ios",
    submitLabel: "iOS版のはじめてガイドを読む",
    download: guideDownload(
      firstGuideIos,
      {
        title: "はじめてガイド iOS版のダウンロード",
        lead: "iPhone・iPadで現場蔵 工事黒板を使い始める方に向けたガイドです。アプリの入手から撮影、写真の共有までを、画面の操作に沿って説明しています。",
        illustration: drawing("kokuban"),
      },
      [
        "会社のiPhone・iPadで電子小黒板を始めたい方",
        "アプリの初期設定を社員に案内する担当の方",
        "撮影した写真を事務所とすぐに共有したい方",
      ],
    ),
  },
  "/download/firstguide-ios/dekigata": {
    formId: "download_firstguide_ios",
    submitLabel: "出来形の章を含むガイドを読む",
    download: guideDownload(
      firstGuideIos,
      {
        title: "はじめてガイド iOS版 出来形管理の章のダウンロード",
        lead: "iPhone・iPadで出来形管理写真を撮る方に向けて、はじめてガイド iOS版の出来形管理の章をご用意しました。スケールと黒板の写し方、実測値の入力、現場蔵 出来形との連携を説明しています。",
        illustration: drawing("dekigata"),
      },
      [
        "出来形管理写真の撮り方を社内でそろえたい方",
        "測定値を帳票へ転記する手間を減らしたい方",
        "現場蔵 出来形の導入を検討している方",
      ],
    ),
  },
  "/download/dx_firstguide": {
    formId: "download_dx_firstguide",
    submitLabel: "御用達DXのはじめてガイドを読む",
    download: guideDownload(
      dxFirstGuide,
      {
        title: "御用達DX はじめてガイドのダウンロード",
        lead: "パソコンで工事写真台帳を作る現場蔵 御用達DXを使い始める方に向けたガイドです。インストールから自動仕分け、台帳の作成、電子納品の書き出しまでを説明しています。",
        illustration: drawing("goyoDx"),
      },
      [
        "御用達DXを購入した、またはトライアル中の方",
        "以前の御用達から御用達DXへ移る方",
        "台帳づくりの時間を減らしたい事務所の方",
      ],
    ),
  },
  "/download/dx_ios_firstguide": {
    formId: "download_dx_ios_firstguide",
    submitLabel: "御用達DX iOS版のガイドを読む",
    download: guideDownload(
      dxIosFirstGuide,
      {
        title: "御用達DX iOS版 はじめてガイドのダウンロード",
        lead: "iPhone・iPadで撮った工事写真を、パソコンの御用達DXで台帳にするまでの手順をまとめたガイドです。事務所と現場のそれぞれの作業を分けて説明しています。",
        illustration: drawing("goyoDx"),
      },
      [
        "御用達DXとiPhone・iPadを組み合わせて使いたい方",
        "事務所で黒板を用意し、現場は撮影に専念させたい方",
        "写真の受け渡しをUSBメモリからなくしたい方",
      ],
    ),
  },
  "/download/cals_guide": {
    formId: "download_cals_guide",
    submitLabel: "電子納品ガイドを読む",
    download: guideDownload(
      calsGuide,
      {
        title: "電子納品(CALS/EC)ガイドのダウンロード",
        lead: "公共工事の工事写真を電子納品するときに、何を、どの形で用意すればよいかをまとめたガイドです。工事の始めに確かめること、データの形、信憑性確認、提出までの流れを説明しています。",
        illustration: drawing("chart"),
      },
      [
        "はじめて電子納品を担当する方",
        "電子小黒板を公共工事で使い始める方",
        "電子納品のチェックでエラーが出て困っている方",
      ],
    ),
  },
  "/download_document": {
    formId: "download_document",
    submitLabel: "製品ガイドを読む",
    download: {
      title: "資料ダウンロード",
      lead: "現場蔵の製品が工事写真のどの仕事を受け持つかをまとめた製品ガイドを、フォームの送信後すぐにお読みいただけます。目的別のガイドは、それぞれのページからお申し込みください。",
      illustration: drawing("hardHat"),
      files: [],
      blocks: [
        {
          kind: "prose",
          heading: "このページでお届けする資料",
          paragraphs: [
            `${productGuide.title}(${productGuide.edition})は、仕事と製品の対応表、現場蔵を選ぶ理由、導入の進め方を1ページにまとめた資料です。社内で導入を検討するときの説明にお使いください。`,
          ],
        },
        {
          kind: "relatedLinks",
          heading: "目的別のガイド",
          links: [
            {
              label: "現場蔵 はじめてガイド",
              href: "/download/firstguide",
              description: "電子小黒板を使い始める方向けに、準備から提出までを説明しています。",
            },
            {
              label: "はじめてガイド iOS版",
              href: "/download/firstguide-ios",
              description: "iPhone・iPadで現場蔵 工事黒板を使い始める方向けのガイドです。",
            },
            {
              label: "御用達DX はじめてガイド",
              href: "/download/dx_firstguide",
              description: "パソコンで工事写真台帳を作る方向けのガイドです。",
            },
            {
              label: "御用達DX iOS版 はじめてガイド",
              href: "/download/dx_ios_firstguide",
              description: "iPhone・iPadの写真を御用達DXで台帳にする手順をまとめています。",
            },
            {
              label: "電子納品(CALS/EC)ガイド",
              href: "/download/cals_guide",
              description: "公共工事の工事写真を電子納品するときの手順と注意点です。",
            },
          ],
        },
        { ...guideNextSteps, kind: "steps" },
      ],
    },
  },
};

/** Overview pages: what a guide covers, before the visitor decides to register for it. */
function guideOverview(
  guide: GuideDocument,
  formPath: string,
  title: string,
  lead: string,
  useful: TitledProse,
): StandardPageContent {
  return {
    title,
    lead,
    blocks: [
      { kind: "prose", ...useful },
      {
        kind: "prose",
        heading: "ガイドの構成",
        paragraphs: [`${guide.title}(${guide.edition})の章立てです。`],
        bullets: guide.blocks.flatMap((block) =>
          "heading" in block && block.heading ? [block.heading] : [],
        ),
      },
      { kind: "prose", heading: "ガイドの書き出し", paragraphs: [guide.lead] },
      {
        kind: "callToAction",
        heading: "ガイドを読む",
        body: "会社名とご担当者さまの情報を送信すると、その場でガイドの全文をお読みいただけます。",
        actions: [{ label: `${guide.title}を申し込む`, href: formPath }],
      },
    ],
  };
}

export const guideOverviewPages: Readonly<Record<string, StandardPageContent>> = {
  "/download/dx_firstguide/overview": guideOverview(
    dxFirstGuide,
    "/download/dx_firstguide",
    "御用達DX はじめてガイドの概要",
    "御用達DX はじめてガイドに何が書かれているかを、お申し込みの前に確かめられるページです。パソコンの準備から電子納品の書き出しまで、台帳づくりの流れに沿って章を並べています。",
    {
      heading: "このガイドが役立つ場面",
      paragraphs: [
        "御用達DXを買ったばかりで何から始めればよいか分からないときや、トライアルの2か月で台帳づくりまで試したいときに、章の順に読み進めれば1つの工事の台帳ができあがるように書いています。",
        "以前の御用達から移る方は、巻末のよくあるご質問もご覧ください。これまでの台帳は御用達DXでそのまま開け、元のファイルも残ります。",
      ],
    },
  ),
  "/download/dx_ios_firstguide/overview": guideOverview(
    dxIosFirstGuide,
    "/download/dx_ios_firstguide",
    "御用達DX iOS版 はじめてガイドの概要",
    "御用達DX iOS版 はじめてガイドの章立てと書き出しを紹介します。事務所で行うことと現場で行うことを分けて説明しているので、分担を決める前にご覧ください。",
    {
      heading: "このガイドが役立つ場面",
      paragraphs: [
        "事務所の御用達DXで黒板のひな形を用意し、現場ではiPhone・iPadで撮るだけにしたい会社のためのガイドです。黒板を送る手順と写真を戻す手順を、事務所の担当と現場の担当のそれぞれの目線で説明しています。",
        "写真の受け渡しにUSBメモリやメールを使っている場合は、その手間がどこでなくなるかを確かめながらお読みください。社内で現場と事務所の分担を決める会議の資料としても使えます。",
      ],
    },
  ),
};

function guideThanks(guide: GuideDocument, title: string): GuideThanksRouteData {
  const thanks: ThanksPageContent = {
    title,
    message: [
      `お申し込みありがとうございます。このページの下に「${guide.title}」を掲載し、同じページへのリンクをご入力のメールアドレスにもお送りしました。`,
      `「${guide.title}」の内容や、ガイドの手順を自社の現場に当てはめる際の疑問は、${supportLine}でお答えします。`,
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        {
          title: "ガイドを読む・印刷する",
          body: "このページの下のガイドを、そのまま読むか印刷してお使いください。",
        },
        { title: "実際の現場で試す", body: "無料トライアルを申し込むと、ガイドの手順をそのまま試せます。" },
        {
          title: "担当者へ相談する",
          body: "社内への広め方や台数のご相談は、お問い合わせフォームから承ります。",
        },
      ],
    },
    links: {
      heading: "次にできること",
      links: [
        { label: "無料トライアル・お見積もりを申し込む", href: "/request" },
        { label: "お問い合わせフォームで相談する", href: "/contact" },
        ...thanksLinks.links,
      ],
    },
  };
  return { thanks, guide };
}

export const guideThanksPages: Readonly<Record<string, GuideThanksRouteData>> = {
  "/download/firstguide/thanks": guideThanks(firstGuide, "はじめてガイドのお申し込みを受け付けました"),
  "/download/firstguide-ios/thanks": guideThanks(
    firstGuideIos,
    "はじめてガイド iOS版のお申し込みを受け付けました",
  ),
  "/download/dx_firstguide/thanks": guideThanks(
    dxFirstGuide,
    "御用達DX はじめてガイドのお申し込みを受け付けました",
  ),
  "/download/dx_ios_firstguide/thanks": guideThanks(
    dxIosFirstGuide,
    "御用達DX iOS版 はじめてガイドのお申し込みを受け付けました",
  ),
  "/download/cals_guide/thanks": guideThanks(calsGuide, "電子納品ガイドのお申し込みを受け付けました"),
  "/download/first_cals_guide/thanks": guideThanks(
    calsGuide,
    "はじめての電子納品ガイドのお申し込みを受け付けました",
  ),
  "/download_document/thanks": guideThanks(productGuide, "資料ダウンロードのお申し込みを受け付けました"),
};

/** The campaign links of the first guide, by the secret printed on the DM or shown at the event. */
export const campaignGuidePages: Readonly<Record<string, GuideRouteData>> = {
  seminar2025: {
    guide: firstGuide,
    campaign: {
      lead: "現場蔵のセミナーにご参加いただき、ありがとうございました。セミナーでお話しした電子小黒板の準備から提出までの流れを、このガイドで手元に残していただけます。",
      paragraphs: [
        "セミナーでは時間の都合で駆け足になった黒板のひな形づくりと、電子納品の形式での書き出しも、ガイドでは作業の順に説明しています。社内で電子小黒板の使い方を共有するときの資料としてもお使いください。セミナーの資料とあわせて読むと、画面の操作と手順の対応が分かりやすくなります。",
        "ガイドの手順を1つの現場で試すときは、現場蔵クラウドのスタンダードプランを2か月間無料でお使いいただけます。無料期間のあとに自動で課金されることはないため、社内で使い方を確かめてから導入を決められます。",
        "自社の工事に合わせた進め方のご相談は、お問い合わせフォームで受け付けています。これから開催するセミナーの日程は、セミナー一覧のページでご案内しています。",
      ],
    },
  },
  showroom2025: {
    guide: firstGuide,
    campaign: {
      lead: "当社のショールームにお越しいただき、ありがとうございました。店頭でお試しいただいた撮影が、工事写真台帳の作成と提出にどうつながるかを、このガイドで順を追って確かめられます。",
      paragraphs: [
        "現場蔵Padや現場蔵カメラで撮った写真は、黒板の工種や測点をもとにクラウドで仕分けられ、台帳の決められた位置に並びます。お持ち帰りいただき、現場の方と事務所の方で読み合わせる資料としてもお使いください。",
        "店頭でご覧いただいた機種の仕様と税込の価格は、製品ページと料金一覧のページでいつでも確かめられます。雨や粉じんの多い現場では防塵・防水の機種を、足場の上での撮影が多い現場では小さな機種を選ぶと、ガイドの撮影の手順をそのまま進められます。",
        "機種選びや導入の時期についてのご相談は、お問い合わせフォームからお知らせください。担当者からご連絡し、現場の環境に合わせた組み合わせをご提案します。",
      ],
    },
  },
  dm2025summer: {
    guide: firstGuide,
    campaign: {
      lead: "2025年夏にお送りしたダイレクトメールをご覧いただき、ありがとうございます。このページから、お申し込みの手続きなしで現場蔵 はじめてガイドをダウンロードできます。",
      paragraphs: [
        "電子小黒板をまだ使っていない会社の方に向けて、発注者への確認から撮影、台帳の作成、提出と保存までを1冊にまとめました。まずは1つの現場で試すときの手順書としてお使いください。現場で撮影する方と事務所で台帳を作る方の両方に向けて書いているため、章ごとに担当の方へ渡して読んでいただくこともできます。",
        "読み始める前に、お手元の工事の特記仕様書で電子小黒板の扱いを確かめておくと、準備の章から順に進めやすくなります。社内の複数の方で読む場合は、PDFを共有のフォルダに置いてお使いください。",
        "ダイレクトメールの内容や、有料プランを無料でお試しいただける期間についてのご質問は、お問い合わせフォームで受け付けています。",
      ],
    },
  },
};
