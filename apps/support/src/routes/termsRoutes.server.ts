import { entryByPath } from "@genbagura/routing/routeKit";
import { legalPage } from "@genbagura/ui/pageKinds";

// The server halves of the pages of ./termsRoutes.ts: never in a browser build.

const terms = () => import("../../content/terms/index").then((module) => module.termsPages);

export const termsGenbaguraService = legalPage.server({
  title: "現場蔵サービス利用規約",
  description:
    "現場蔵のクラウドサービス、ソフトウェア、アプリの利用条件を定めた利用規約です。利用契約の成立、料金と支払い、登録データの取り扱い、禁止事項、解約と免責について定めています。",
  content: entryByPath(terms),
});

export const termsGenbaguraServicePartner = legalPage.server({
  title: "現場蔵サービス利用規約 販売パートナー向け特約",
  description:
    "現場蔵を販売し導入を支援する販売パートナー向けの特約です。パートナーと当社の役割、お客様との契約、管理者権限の代行、秘密保持、表示と広告、契約終了時の扱いを定めています。",
  content: entryByPath(terms),
});

export const termsGenbaguraEnterprise = legalPage.server({
  title: "現場蔵 法人向けサービス契約約款",
  description:
    "全社や複数の事業所で現場蔵を導入する法人向けの契約約款です。契約の単位と期間、請求書払い、導入支援、サービスレベル、セキュリティ、監査への協力、契約終了時のデータの返却を定めています。",
  content: entryByPath(terms),
});

export const termsGenbaguraEnterpriseDs = legalPage.server({
  title: "現場蔵 法人向けデータ長期保管サービス特約",
  description:
    "完了した工事の写真と台帳を5年または10年保管する法人向けデータ長期保管サービスの特約です。保管の対象と方法、保管期間と延長、データの取り出し、料金、満了時の削除を定めています。",
  content: entryByPath(terms),
});

export const termsGenbaguraRepair = legalPage.server({
  title: "現場蔵 ハードウェア修理規約",
  description:
    "現場蔵Padシリーズなどのハードウェアの保証と修理の条件を定めた規約です。保証期間、保証期間内でも有償となる場合、修理の受付と見積もり、代替機の貸し出し、データの取り扱いを説明します。",
  content: entryByPath(terms),
});
