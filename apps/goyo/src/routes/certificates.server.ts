import { faqPage, specTablePage, standardPage } from "@genbagura/ui/pageKinds";

// The server halves of the pages of ./certificates.ts: never in a browser build.

export const jcomsiaCertificates = standardPage.server({
  title: "電子小黒板の検定(J-COMSIA)への対応",
  description:
    "現場蔵の撮影アプリと台帳ソフトが合格しているJ-COMSIAの信憑性確認(改ざん検知機能)検定と小黒板情報連携機能検定について、検定が確かめる内容と製品ごとの最新の合格状況、JACICからの移管をご案内します。",
  content: async () => (await import("../../content/certificates/pages")).certificatesTopContent,
});

export const jcomsiaCertificatesKokuban = standardPage.server({
  title: "工事黒板アプリの検定合格の状況",
  description:
    "iPhone・iPad用の電子小黒板アプリ、現場蔵 工事黒板の信憑性確認(改ざん検知機能)検定の合格状況です。合格したバージョンと合格番号、合格日、お使いの版の確かめ方、合格した版より後の版の扱いをご案内します。",
  content: async () => (await import("../../content/certificates/pages")).certificatesKokubanContent,
});

export const jcomsiaCertificatesList = specTablePage.server({
  title: "検定に合格した製品とバージョンの一覧",
  description:
    "現場蔵の撮影アプリと写真管理ソフトのうち、J-COMSIAの信憑性確認(改ざん検知機能)検定と小黒板情報連携機能検定に合格したバージョンを、合格番号と合格日とともに一覧にしました。証明書の記載の確認にお使いください。",
  content: async () => (await import("../../content/certificates/pages")).certificatesListContent,
});

export const jcomsiaCertificatesMake = standardPage.server({
  title: "検定合格の証明書の作り方",
  description:
    "電子小黒板を使う工事で、発注者から撮影アプリと写真管理ソフトの検定合格を示す書類を求められたときに、御用達DXや御用達2021の画面から工事名入りの証明書を作って工事打合せ簿に添える手順をご案内します。",
  content: async () => (await import("../../content/certificates/pages")).certificatesMakeContent,
});

export const netis = standardPage.server({
  title: "現場蔵のNETIS登録と登録技術",
  description:
    "電子小黒板の情報から工事写真台帳を自動で作る現場蔵の技術は、国土交通省のNETISに登録されています。登録番号と登録内容、従来の方法と比べた効果、技術提案や工事成績の評定での生かし方をご案内します。",
  content: async () => (await import("../../content/netis/pages")).netisTopContent,
});

export const netisAbout = standardPage.server({
  title: "NETIS(新技術情報提供システム)とは",
  description:
    "国土交通省が運用する新技術のデータベース、NETISのしくみを解説します。運用が始まった経緯、登録番号の末尾の記号の意味、5つの活用方式、掲載期間と事後評価、2020年度からの新技術活用の原則義務化をまとめました。",
  content: async () => (await import("../../content/netis/pages")).netisAboutContent,
});

export const netisHowto = standardPage.server({
  title: "NETIS登録技術を総合評価や工事成績に生かす方法",
  description:
    "NETISに登録された現場蔵の技術を、総合評価落札方式の技術提案や工事成績評定に生かす方法をご紹介します。施工者希望型で使うときの協議から効果の報告までの流れと、技術提案書に書く内容の例をまとめました。",
  content: async () => (await import("../../content/netis/pages")).netisHowtoContent,
});

export const netisFaq = faqPage.server({
  title: "NETISについてのよくあるご質問",
  description:
    "現場蔵のNETIS登録技術について、対象の製品、登録番号の記号の意味、掲載期間、施工者希望型での活用の手続き、発注者に出す資料、工事成績での評価、追加の費用など、よくいただくご質問にお答えします。",
  content: async () => (await import("../../content/netis/pages")).netisFaqContent,
});

export const netisList = specTablePage.server({
  title: "現場蔵のNETIS登録技術の一覧",
  description:
    "現場蔵がNETISに登録している技術の一覧です。台帳の自動作成、出来形の測定値の記録、電子小黒板を一体化したタブレットについて、登録番号、対象の製品、登録日、事後評価の状況、掲載期間を示します。",
  content: async () => (await import("../../content/netis/pages")).netisListContent,
});
