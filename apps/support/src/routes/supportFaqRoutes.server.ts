import { type ContentRequest, entryByPath } from "@genbagura/routing/routeKit";
import type { FaqRouteData } from "../../content/pageData";
import { supportFaqPage } from "./kinds";
import { ledgerEditions } from "./ledgerEditions";

// The server halves of the pages of ./supportFaqRoutes.ts: never in a browser build.

const faqs = () => import("../../content/supportFaq/index").then((module) => module.supportFaqPages);

/** The 御用達 Q&A dates the end of an edition's support from goyo's record. */
const goyoFaq = async ({ context }: ContentRequest): Promise<FaqRouteData> =>
  (await import("../../content/supportFaq/goyo")).goyoSupportFaq(await ledgerEditions(context));

export const faqSupportCalsGuide = supportFaqPage.server({
  title: "電子納品のサポートQ&A",
  description:
    "工事写真の電子納品で、チェックシステムのファイル名や必須項目のエラー、要領と基準の版の違い、改ざん検知で加工ありと判定される写真、電子媒体での提出についての対処をまとめています。",
  content: entryByPath(faqs),
});

export const faqSupportCloud = supportFaqPage.server({
  title: "現場蔵クラウドのサポートQ&A",
  description:
    "現場蔵クラウドにサインインできない、招待メールが届かない、写真が表示されない、会社のネットワークからつながらないといったトラブルと、管理者や2段階認証の扱いについての対処です。",
  content: entryByPath(faqs),
});

export const faqSupportCloudLite = supportFaqPage.server({
  title: "現場蔵クラウド ライトプランのサポートQ&A",
  description:
    "ライトプランでユーザーや現場を追加できないとき、保存容量の確かめ方、クレジットカードの更新と領収書、フリープランへの戻し方、アカウントの扱いについてのご質問と対処をまとめています。",
  content: entryByPath(faqs),
});

export const faqSupportDekigata = supportFaqPage.server({
  title: "現場蔵 出来形のサポートQ&A",
  description:
    "現場蔵 出来形で設計値のExcelが読み込めない、端末に設計値が届かない、規格値の判定が合わない、帳票のページが切れるといったトラブルと、機種変更やライセンスの追加についての対処です。",
  content: entryByPath(faqs),
});

export const faqSupportDrive = supportFaqPage.server({
  title: "現場蔵ドライブのサポートQ&A",
  description:
    "現場蔵ドライブでフォーマットの表示が出る、バックアップが止まる、書き込みできないといったトラブルと、暗号化のパスワード、異音や赤いランプ、保証のあとの故障や廃棄の扱いについての対処です。",
  content: entryByPath(faqs),
});

export const faqSupportGoyo = supportFaqPage.server({
  title: "現場蔵 御用達のサポートQ&A",
  description:
    "現場蔵 御用達でライセンスの認証ができない、起動しない、工事のデータが壊れた、台帳の印刷で写真がずれるといったトラブルの対処と、サポートを終えた御用達2021の扱いをまとめています。",
  content: goyoFaq,
});

export const faqSupportGoyodx = supportFaqPage.server({
  title: "現場蔵 御用達DXのサポートQ&A",
  description:
    "現場蔵 御用達DXで写真が未分類になる、説明文に意図しない言葉が入る、クラウドからの取り込みが終わらない、編集中の表示が消えないといったトラブルと、年額の契約やライセンスの対処です。",
  content: entryByPath(faqs),
});

export const faqSupportKokuban = supportFaqPage.server({
  title: "現場蔵 工事黒板のサポートQ&A",
  description:
    "現場蔵 工事黒板で撮影中にアプリが止まる、カメラが映らない、写真が送信待ちのまま、黒板のひな形が届かないといったトラブルと、ライセンスキーの使用中の表示や機種変更の手順をまとめています。",
  content: entryByPath(faqs),
});

export const faqSupportPix = supportFaqPage.server({
  title: "現場蔵PixのサポートQ&A",
  description:
    "現場蔵Pixの電源が入らない、スマートフォンとつながらない、黒板が付かない、写真がクラウドに送られないといったトラブルの対処と、担当者の交代や紛失のときの手続きをまとめています。",
  content: entryByPath(faqs),
});
