import { thanksPage } from "@genbagura/ui/pageKinds";
import type { Mailing } from "./campaignRoutes";
import { mailingCampaignPage } from "./kinds";

// The server halves of the pages of ./campaignRoutes.ts: never in a browser build.

/** Each mailing page's description, by path. */
const descriptions: Readonly<Record<string, string>> = {
  "/dm_cp/202112":
    "2021年12月にお送りしたダイレクトメールの特典ページです。年末の繁忙期に向けて、雨と粉じんに強い現場蔵Pad Toughを本体価格の10%引きでご提供しました。期間、対象製品、条件を掲載しています。",
  "/dm_cp/202201":
    "2022年1月にお送りしたダイレクトメールの特典ページです。現場蔵PadまたはPad Toughをご注文のお客様に、本体1台につき手袋のまま使えるスタイラスペンを1本お付けしました。期間、対象製品、条件を掲載しています。",
  "/dm_cp/202202":
    "2022年2月にお送りしたダイレクトメールの特典ページです。現場蔵Pad Tough 10を本体価格の8%引きでご提供し、PDF図面の端末への取り込みも無料でお手伝いしました。期間、対象製品、条件を掲載しています。",
  "/dm_cp/202203":
    "2022年3月にお送りしたダイレクトメールの特典ページです。新年度の電子小黒板の導入に向けて、端末をご購入のお客様の現場蔵ケアの1年目の料金を無料にしました。期間、対象製品、条件を掲載しています。",
  "/dm_cp/pad_secretsale":
    "現場蔵 御用達をお使いのお客様にダイレクトメールでお知らせした、現場蔵PadとPad Toughの15%引きのシークレットセールのページです。2023年6月の期間、対象製品、お申し込みの条件を掲載しています。",
  "/dm_cp/secretsale_20250919":
    "ダイレクトメールをお受け取りのお客様にお知らせした、発売から間もない現場蔵Pad Tough 第2世代の12%引きのシークレットセールです。2025年9月から10月の期間と対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_all":
    "現場蔵の製品をお使いのお客様にダイレクトメールでお知らせしている、現場蔵Pad・Pocketの全機種を8%引きでご提供するシークレットセールです。機種ごとのキャンペーン価格、期間、条件をご案内します。",
  "/dm_cp/secretsale_goyo2021":
    "現場蔵 御用達2021をお使いのお客様にお送りした、現場蔵Pad、Pad Tough、Pad Tough 10を10%引きでご提供したシークレットセールのページです。2021年秋の期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_mini_tough":
    "改修工事や足場の多い現場のお客様にお送りした、小型のタフタブレット現場蔵Pad Mini Toughを10%引きでご提供したシークレットセールのページです。2024年の期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_pocket_tough":
    "設備・点検の現場のお客様にお送りしている、現場蔵Pocket Toughの10%引きとLEDクリップライト進呈のシークレットセールです。狭く暗い場所の撮影に向く端末のキャンペーン価格、期間、条件をご案内します。",
  "/dm_cp/secretsale_pocket":
    "巡回や点検の多いお客様にお送りした、胸ポケットに入る現場蔵Pocketを15%引きでご提供したシークレットセールのページです。2025年の年度末に向けた期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_tough_all":
    "屋外の現場が多いお客様にお送りした、Pad Mini Tough、Pad Tough、Pad Tough 10、Pocket Toughを10%引きでご提供したシークレットセールです。2024年冬の期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_tough20250827":
    "港湾や河川の現場のお客様にお送りした、10.1 インチの現場蔵Pad Tough 10を12%引きでご提供したシークレットセールのページです。2025年8月から9月の期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_tough20250926":
    "第2世代の発売を受けて、第1世代の現場蔵Pad Toughを15%引きでご提供したシークレットセールのページです。台数をそろえたいお客様に向けた2025年秋の期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretsale_tough20251018":
    "狭い場所の撮影が多いお客様にお送りした、Pad Mini ToughとPocket Toughを10%引きでご提供したシークレットセールのページです。2025年10月から11月の期間、対象製品、条件を掲載しています。",
  "/dm_cp/secretshowroom":
    "ダイレクトメールをお受け取りのお客様を、東京のショールームの内覧会にご招待しています。現場蔵Pad・Pocketの全機種を試したうえで、来場から30日以内のご注文は5%引きになります。予約方法と条件をご案内します。",
  "/dm_cp/secretshowroom/PowerKit":
    "ショールームの内覧会で現場蔵PowerKitの給電をお試しいただけます。期間中にToughシリーズの端末と同時にご注文いただいたPowerKitは20%引きになります。キャンペーン価格、期間、予約方法をご案内します。",
  "/dm_cp/specialsale_mini_tough":
    "公共建築の改修工事を手がけるお客様にお送りした、現場蔵Pad Mini Toughの8%引きと、現場蔵ケア コンパクトの初年度無料を組み合わせた特別セールのページです。2023年秋の期間と条件を掲載しています。",
  "/lp_dm/20220117":
    "2022年1月17日にお送りしたダイレクトメールでご案内した、現場蔵Pad ToughとPad Tough 10の無料貸し出しを通常の2週間から4週間に延ばした特典のページです。期間、対象製品、条件を掲載しています。",
  "/lp_dm/20220118":
    "2022年1月18日にお送りしたダイレクトメールでご案内した、電子小黒板の導入を考えている会社向けのオンライン相談会のページです。発注者の承諾の取り方や端末選びを1社ずつご説明しました。期間と条件を掲載しています。",
  "/lp_dm/20220119":
    "2022年1月19日にお送りしたダイレクトメールでご案内した、当時の現場蔵Pocket Tough(第1世代)を10%引きでご提供した導入キャンペーンのページです。期間、対象製品、お申し込みの条件を掲載しています。",
};

/** A mailing's page: its title is its breadcrumb label; whether it has ended is decided at build time. */
export function mailingPage({ path, label }: Mailing) {
  const description = descriptions[path];
  if (description === undefined) throw new Error(`No description for the mailing page ${path}`);
  return mailingCampaignPage.server({
    title: label,
    description,
    content: async () =>
      (await import("../../content/campaigns/directMail")).directMailCampaignContent(path, label, new Date()),
  });
}

export const lpDm20220118Thanks = thanksPage.server({
  title: "オンライン相談会のお申し込み受付",
  description:
    "2022年1月に開いた電子小黒板の導入オンライン相談会のお申し込みを受け付けたときのページです。お申し込みのあとの流れと、いま導入を相談できる窓口や無料貸し出しのページをご案内しています。",
  content: async () => (await import("../../content/campaigns/lpDmThanks")).consultationThanksContent,
});
