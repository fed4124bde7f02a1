import { documentLinkLabel } from "@genbagura/documents/links";
import { drawing } from "@genbagura/illustrations";
import type { LoadContext, PageMeta } from "@genbagura/routing";
import { type ContentBlock, productById, type ThanksPageContent } from "@genbagura/ui";
import { type bookletCollectionIds, bookletIds, isBookletId } from "./caseIds";
import type { BookletCase, BookletContent, CaseBookletData, DownloadFormContent } from "./casePageData";
import { caseStudies } from "./caseStudies.collection";
import { casePath, caseStudyContent, findCaseStudy, industryLabel, industryScene } from "./caseStudyPage";
import type { CaseStudyRecord } from "./caseTypes";

interface Booklet {
  id: string;
  title: string;
  /** 80–120 characters: the download page's meta description. */
  description: string;
  intro: string;
  cases: readonly CaseStudyRecord[];
}

type CollectionId = (typeof bookletCollectionIds)[number];
type Collection = Omit<Booklet, "id" | "cases"> & { holds: (record: CaseStudyRecord) => boolean };

/** The booklets that collect several cases, and which cases each holds; every other booklet holds one. */
const collections: Readonly<Record<CollectionId, Collection>> = {
  cases: {
    title: "現場蔵 導入事例集",
    description:
      "土木・建築・設備・電気・舗装・住宅・物流など、現場蔵を導入した全国の会社の事例を1冊にまとめた導入事例集です。導入前の課題、製品を選んだ理由、写真整理の時間の変化を数値とともに紹介します。",
    intro:
      "現場蔵を導入した全国の会社の取り組みを、業種を問わず1冊にまとめました。導入前の課題から選んだ理由、使い方、効果の数値まで、社内での検討資料としてお使いいただけます。",
    holds: () => true,
  },
  logistics: {
    title: "物流施設の導入事例集",
    description:
      "物流センターや倉庫の建設・改修、設備の保守に現場蔵を使う会社の事例をまとめた資料です。点検や修繕の写真を本社と拠点でどう共有し、報告書づくりの時間をどれだけ減らしたかを数値とともに紹介します。",
    intro:
      "物流センターや倉庫の建設・改修、荷役設備の保守で現場蔵を使う会社の取り組みをまとめました。拠点が多く、点検や修繕の写真を本社で確認する必要がある会社に役立つ内容です。",
    holds: (record) => record.industry === "butsuryu",
  },
};

const isCollectionId = (id: string): id is CollectionId => Object.hasOwn(collections, id);

function bookletFor(id: string | undefined): Booklet | undefined {
  if (id === undefined || !isBookletId(id)) return undefined;
  if (isCollectionId(id)) {
    const { holds, ...text } = collections[id];
    return { id, ...text, cases: caseStudies.filter(holds) };
  }
  const record = findCaseStudy(id);
  if (!record) return undefined;
  const { name, location } = record.company;
  return {
    id: record.id,
    title: `${name}様 導入事例資料`,
    description: `${name}様(${location}・${industryLabel(record)})の導入事例を、印刷しやすい資料にまとめました。導入前の課題、現場蔵を選んだ理由と使い方、効果の数値をまとめてご覧いただけます。`,
    intro: `${name}様の導入事例を、社内での検討や稟議にそのまま使える形でまとめました。導入前の課題から効果の数値まで、Webの事例ページと同じ内容を1ページで読めます。`,
    cases: [record],
  };
}

function contentsBlock(booklet: Booklet): ContentBlock {
  if (booklet.cases.length === 1) {
    return {
      kind: "prose",
      heading: "資料の内容",
      paragraphs: [booklet.intro],
      bullets: [
        "企業プロフィール",
        "導入前の課題",
        "現場蔵を選んだ理由と使い方",
        "導入の効果と数値",
        "ご担当者の声",
      ],
    };
  }
  return {
    kind: "prose",
    heading: "収録している事例",
    paragraphs: [booklet.intro, `この資料には${booklet.cases.length}社の事例を収録しています。`],
    bullets: booklet.cases.map((record) => `${record.company.name}様(${industryLabel(record)})`),
  };
}

/** What the form gives, said of this booklet. */
function downloadLead(booklet: Booklet): string {
  const [only] = booklet.cases;
  const holds =
    booklet.cases.length === 1 && only
      ? `${only.company.name}様が${only.products.map((id) => productById(id).name).join("と")}を導入した経緯と効果をまとめた資料です。`
      : `${booklet.cases.length}社の導入事例を収録した資料です。`;
  return `「${booklet.title}」は、${holds}フォームを送信すると、その場で画面に表示され、PDFでもダウンロードできます。`;
}

const downloadTitle = (booklet: Booklet): string => `${booklet.title}のダウンロード`;

/** `/case/{id}/download`: the form that requests a booklet; null for an id without one. */
export function caseDownloadPage(id: string | undefined): DownloadFormContent | null {
  const booklet = bookletFor(id);
  if (!booklet) return null;
  return {
    content: {
      title: downloadTitle(booklet),
      lead: downloadLead(booklet),
      illustration: drawing("photoLedger"),
      files: [],
      blocks: [
        contentsBlock(booklet),
        {
          kind: "notes",
          items: [
            "※ご入力いただいた情報は、資料の送付と製品のご案内のために使用します。",
            "※同業他社の方からのお申し込みはお断りすることがあります。",
          ],
        },
      ],
    },
    form: { formId: "case_download", hidden: { caseId: booklet.id }, submitLabel: "資料を表示する" },
  };
}

export function caseDownloadMeta(id: string | undefined): PageMeta | undefined {
  const booklet = bookletFor(id);
  if (!booklet) return undefined;
  const title = downloadTitle(booklet);
  return {
    title,
    description: booklet.description,
    breadcrumbs: [{ label: "導入事例", href: "/case" }, { label: title }],
  };
}

function bookletCase(record: CaseStudyRecord): BookletCase {
  const content = caseStudyContent(record);
  return {
    href: casePath(record.id),
    scene: industryScene(record),
    company: content.company.name,
    title: content.title,
    lead: content.lead,
    profile: content.company.profile,
    sections: [content.challenge, content.solution, { ...content.results }],
    figures: content.results.figures,
    basis: content.results.basis ?? "",
    quote: content.quote,
  };
}

function thanksContent(booklet: Booklet): ThanksPageContent {
  const delivered =
    booklet.cases.length === 1
      ? "事例の全文をこのページの下に掲載し、同じ内容をPDFでもダウンロードできます。"
      : `このページの下に収録した${booklet.cases.length}社の概要と数値を掲載し、各社の全文はPDFに収めています。`;
  return {
    title: `「${booklet.title}」のお申し込みを受け付けました`,
    message: [
      `「${booklet.title}」をお申し込みいただき、ありがとうございます。${delivered}`,
      "あとで読み返せるよう、このページをブックマークしておくと便利です。",
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        {
          title: "資料を読む",
          body: "このページの下の資料をご覧ください。印刷ボタンから紙やPDFにできます。",
        },
        {
          title: "担当者からのご連絡",
          body: "2営業日以内に担当者から、導入のご相談や無料トライアルについてご案内することがあります。",
        },
        {
          title: "無料で試す",
          body: "現場蔵クラウドにアカウントを登録すると、電子小黒板と台帳ソフトを最大2か月無料でお試しいただけます。",
        },
      ],
    },
    links: {
      heading: "あわせてご覧ください",
      links: [
        { label: "導入事例の一覧を見る", href: "/case" },
        { label: "無料トライアル・お見積もりを申し込む", href: "/request" },
        { label: "現場蔵の製品資料を請求する", href: "/document" },
      ],
    },
  };
}

/** The PDF of a booklet, published with the news build (src/documents/index.tsx renders it). */
export const bookletFile = (id: string): string => `documents/case-booklet-${id}.pdf`;

/** What a booklet holds, as its thanks page shows it and its PDF prints it. */
export function bookletContent(booklet: Booklet): BookletContent {
  return { title: booklet.title, intro: [booklet.intro], cases: booklet.cases.map(bookletCase) };
}

/** Every booklet a form offers, with its file: what the build renders. */
export function allBooklets(): { file: string; content: BookletContent }[] {
  return bookletIds.flatMap((id) => {
    const booklet = bookletFor(id);
    return booklet ? [{ file: bookletFile(booklet.id), content: bookletContent(booklet) }] : [];
  });
}

/** The thanks page, which delivers the booklet: on the page and as a PDF of the version rendered. */
export function caseBookletThanksPage(
  id: string | undefined,
  context: Pick<LoadContext, "asset">,
): CaseBookletData | null {
  const booklet = bookletFor(id);
  if (!booklet) return null;
  const pdf = context.asset(bookletFile(booklet.id));
  return {
    thanks: thanksContent(booklet),
    booklet: bookletContent(booklet),
    pdf: { href: pdf.href, label: documentLinkLabel(`「${booklet.title}」をダウンロード`, pdf) },
    onPage: booklet.cases.length === 1 ? "full" : "digest",
  };
}

export function caseBookletThanksMeta(id: string | undefined): PageMeta | undefined {
  const booklet = bookletFor(id);
  if (!booklet) return undefined;
  return {
    title: `${booklet.title}のお申し込み完了`,
    description: `${booklet.title}をお申し込みいただいた方に、資料をお届けするページです。資料はこのページでそのまま読めるほか、印刷やPDFでの保存もできます。導入のご相談もお気軽にどうぞ。`,
    noindex: true,
    breadcrumbs: [{ label: "導入事例", href: "/case" }, { label: `${booklet.title}のお申し込み完了` }],
  };
}
