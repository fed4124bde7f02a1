import { campaignPage, glossaryTermPage, standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { consultationPage, dictionaryIndexPage } from "./kinds";

// The server halves of the pages of ./special.ts: never in a browser build.

export const special2025 = standardPage.server({
  title: "特集 2025年の工事写真と働き方",
  description:
    "時間外労働の上限規制が建設業に適用されて2年目の2025年。人手が減るなかで工事写真の業務をどう回すか、業界のデータと補助制度の動き、今年から始められる写真業務の見直しのポイントをまとめた特集です。",
  content: async () => (await import("../../content/special/special2025")).special2025Content,
});

export const special25thPresent = campaignPage.server({
  title: "現場蔵Pad累計出荷2万5千台 感謝のプレゼント",
  description:
    "工事写真専用タブレット現場蔵Padの累計出荷2万5千台を記念して、利用者アンケートにご回答いただいたお客様へ記念品をお贈りした企画です。実施期間、賞品、応募条件をご案内します。",
  content: async () => {
    const { present25thContent } = await import("../../content/special/present25th");
    const { tokyoToday } = await import("../../content/campaigns/campaignPage");
    return { ...present25thContent, ended: present25thContent.period.end < tokyoToday() };
  },
});

export const special90sec = standardPage.server({
  title: "90秒でわかる現場蔵",
  description:
    "電子小黒板での撮影から写真の共有、工事写真台帳の自動作成まで、現場蔵でできることを90秒の動画で紹介します。音声を出せない場所でも内容が分かるよう、場面ごとの文字起こしを掲載しています。",
  content: async () => (await import("../../content/special/special90sec")).special90secContent,
});

export const specialCals = standardPage.server({
  title: "CALS/ECと工事写真の電子納品",
  description:
    "公共工事の工事写真を電子データで納めるCALS/ECの電子納品について、考え方から納品までの流れ、つまずきやすい点と対策、電子小黒板と改ざん検知の関係までを、初めて担当する方に向けて解説します。",
  content: async () => (await import("../../content/special/specialCals")).specialCalsContent,
});

export const specialCompare = standardPage.server({
  title: "電子小黒板アプリの選び方",
  description:
    "電子小黒板アプリを比べるときに確かめたい観点を整理しました。公共工事で必要な検定への対応、台帳との連携、黒板の作りやすさ、使う端末、事務所との共有、サポートの6つの観点とよくあるご質問を紹介します。",
  content: async () => (await import("../../content/special/specialCompare")).specialCompareContent,
});

export const specialDictionary = dictionaryIndexPage.server({
  title: "建設用語辞典",
  description:
    "工事写真と施工管理でよく使う用語を、読みの五十音順にまとめた建設用語辞典です。電子小黒板や工事写真台帳、電子納品、公共工事のルールまで、用語ごとに意味と使われる場面、関連する用語を解説します。",
  content: async () => (await import("../../content/dictionary/dictionary")).dictionaryIndexContent(),
});

export const specialDictionaryTerm = glossaryTermPage.server({
  title: "建設用語辞典の用語",
  description: "建設用語辞典の用語の読み、意味、関連する用語と製品を解説します。",
  prerender: async () =>
    (await import("../../content/dictionary/termIndex")).dictionaryIndex.map(({ slug }) => ({
      term: slug,
    })),
  content: async ({ params }) => (await import("../../content/dictionary/dictionary")).termPage(params.term),
  meta: async (data) => (await import("../../content/dictionary/dictionary")).termMeta(data),
});

export const specialGlossary = standardPage.server({
  title: "工事写真の用語集",
  description:
    "工事写真と電子小黒板でよく使う言葉を、写真と黒板、台帳と整理、公共工事のルール、電子納品と改ざん検知、働き方と制度のテーマごとに一言で説明した用語集です。詳しい解説は建設用語辞典で読めます。",
  content: async () => (await import("../../content/special/glossary")).glossaryContent(),
});

export const specialHojokin = consultationPage.server({
  title: "補助金を使って現場のIT化を進める",
  description:
    "電子小黒板やクラウド、工事写真専用タブレットの導入に使える補助金の仕組みと、申請で気をつけたい点を解説します。IT導入補助金や建設業のICT機器導入の補助について、活用のご相談も承ります。",
  content: async () => (await import("../../content/special/hojokin")).specialHojokinContent,
});

export const specialHojokinThanks = thanksPage.server({
  title: "補助金活用のご相談の受付完了",
  description:
    "補助金の活用についてのご相談を受け付けました。2営業日以内に担当者からご連絡し、使えそうな制度と申請の日程、補助の対象になる費用をご案内します。ご連絡までの間に読めるページもご紹介します。",
  content: async () => (await import("../../content/special/hojokinThanks")).specialHojokinThanks,
});

export const hojokinIt2025 = consultationPage.server({
  title: "IT導入補助金2025",
  description:
    "IT導入補助金2025で現場蔵を導入する方法をご案内します。補助の対象になる製品と費用、最大4/5の補助率と主な枠、IT導入支援事業者である当社と共同で進める申請の流れ、よくあるご質問をまとめています。",
  content: async () => (await import("../../content/grants/it2025")).it2025Content,
});

export const hojokinIt2025Thanks = thanksPage.server({
  title: "IT導入補助金のご相談の受付完了",
  description:
    "IT導入補助金の活用についてのご相談を受け付けました。2営業日以内に担当者から、申請に合う枠と補助の対象になる費用、申請の締切をご案内します。gBizIDプライムの取得も早めにお進めください。",
  content: async () => (await import("../../content/grants/it2025Thanks")).it2025Thanks,
});
