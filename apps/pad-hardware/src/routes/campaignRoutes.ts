import type { RouteRegistration } from "@genbagura/routing";
import { crumbs } from "./crumbs";
import { campaignRoute, thanksRoute, trail } from "./routeKit";

interface DirectMailPage {
  path: string;
  title: string;
  description: string;
  /** Secret sales are reached only from a mailing: kept out of search engines and the sitemap. */
  secret: boolean;
}

/** Registrations of the mailings; what each offered lives in `content/campaigns/directMail.ts`. */
const directMailPages: readonly DirectMailPage[] = [
  {
    path: "/dm_cp/202112",
    title: "Pad Tough年末特別価格(2021年12月)",
    description:
      "2021年12月にお送りしたダイレクトメールの特典ページです。年末の繁忙期に向けて、雨と粉じんに強い現場蔵Pad Toughを本体価格の10%引きでご提供しました。期間、対象製品、条件を掲載しています。",
    secret: false,
  },
  {
    path: "/dm_cp/202201",
    title: "新春LEDクリップライト進呈(2022年1月)",
    description:
      "2022年1月にお送りしたダイレクトメールの特典ページです。現場蔵PadまたはPad Miniをご注文のお客様に、本体1台につきLEDクリップライトを1個お付けしました。期間、対象製品、条件を掲載しています。",
    secret: false,
  },
  {
    path: "/dm_cp/202202",
    title: "Pad Tough 10とPowerKitの同時購入特典(2022年2月)",
    description:
      "2022年2月にお送りしたダイレクトメールの特典ページです。現場蔵Pad Tough 10と同時にご注文いただいたPowerKitを20%引きでご提供しました。期間、対象製品、条件をこのページに掲載しています。",
    secret: false,
  },
  {
    path: "/dm_cp/202203",
    title: "現場蔵ケア初年度無料(2022年3月)",
    description:
      "2022年3月にお送りしたダイレクトメールの特典ページです。新年度の電子小黒板の導入に向けて、端末をご購入のお客様の現場蔵ケアの1年目の料金を無料にしました。期間、対象製品、条件を掲載しています。",
    secret: false,
  },
  {
    path: "/dm_cp/pad_secretsale",
    title: "御用達ユーザー限定のPad・Pad Miniシークレットセール",
    description:
      "現場蔵 御用達をお使いのお客様にダイレクトメールでお知らせした、現場蔵PadとPad Miniの15%引きのシークレットセールのページです。2023年6月の期間、対象製品、お申し込みの条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_20250919",
    title: "Pad Tough 第2世代シークレットセール(2025年秋)",
    description:
      "ダイレクトメールをお受け取りのお客様にお知らせした、発売から間もない現場蔵Pad Tough 第2世代の12%引きのシークレットセールです。2025年9月から10月の期間と対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_all",
    title: "全機種シークレットセール",
    description:
      "現場蔵の製品をお使いのお客様にダイレクトメールでお知らせしている、現場蔵Pad・Pocketの全機種を8%引きでご提供するシークレットセールです。機種ごとのキャンペーン価格、期間、条件をご案内します。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_goyo2021",
    title: "御用達2021ユーザー限定 端末シークレットセール",
    description:
      "現場蔵 御用達2021をお使いのお客様にお送りした、現場蔵Pad、Pad Mini、Pad Toughを10%引きでご提供したシークレットセールのページです。2021年秋の期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_mini_tough",
    title: "Pad Mini Toughシークレットセール",
    description:
      "改修工事や足場の多い現場のお客様にお送りした、小型のタフタブレット現場蔵Pad Mini Toughを10%引きでご提供したシークレットセールのページです。2024年の期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_pocket_tough",
    title: "Pocket Toughシークレットセール",
    description:
      "設備・点検の現場のお客様にお送りしている、現場蔵Pocket Toughの10%引きとLEDクリップライト進呈のシークレットセールです。狭く暗い場所の撮影に向く端末のキャンペーン価格、期間、条件をご案内します。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_pocket",
    title: "現場蔵Pocketシークレットセール",
    description:
      "巡回や点検の多いお客様にお送りした、胸ポケットに入る現場蔵Pocketを15%引きでご提供したシークレットセールのページです。2025年の年度末に向けた期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_tough_all",
    title: "Toughシリーズ全機種シークレットセール",
    description:
      "屋外の現場が多いお客様にお送りした、Pad Mini Tough、Pad Tough、Pad Tough 10、Pocket Toughを10%引きでご提供したシークレットセールです。2024年冬の期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_tough20250827",
    title: "Pad Tough 10シークレットセール(2025年8月)",
    description:
      "港湾や河川の現場のお客様にお送りした、10.1 インチの現場蔵Pad Tough 10を12%引きでご提供したシークレットセールのページです。2025年8月から9月の期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_tough20250926",
    title: "Pad Toughシークレットセール(2025年9月)",
    description:
      "第2世代の発売を受けて、第1世代の現場蔵Pad Toughを15%引きでご提供したシークレットセールのページです。台数をそろえたいお客様に向けた2025年秋の期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_tough20251018",
    title: "小型タフモデル シークレットセール(2025年10月)",
    description:
      "狭い場所の撮影が多いお客様にお送りした、Pad Mini ToughとPocket Toughを10%引きでご提供したシークレットセールのページです。2025年10月から11月の期間、対象製品、条件を掲載しています。",
    secret: true,
  },
  {
    path: "/dm_cp/secretshowroom",
    title: "ショールーム内覧会のご招待",
    description:
      "ダイレクトメールをお受け取りのお客様を、東京のショールームの内覧会にご招待しています。現場蔵Pad・Pocketの全機種を試したうえで、来場から30日以内のご注文は5%引きになります。予約方法と条件をご案内します。",
    secret: true,
  },
  {
    path: "/dm_cp/secretshowroom/PowerKit",
    title: "ショールーム内覧会のPowerKit特別価格",
    description:
      "ショールームの内覧会で現場蔵PowerKitの給電をお試しいただけます。期間中にToughシリーズの端末と同時にご注文いただいたPowerKitは20%引きになります。キャンペーン価格、期間、予約方法をご案内します。",
    secret: true,
  },
  {
    path: "/dm_cp/specialsale_mini_tough",
    title: "Pad Mini Tough特別セールと現場蔵ケア",
    description:
      "公共建築の改修工事を手がけるお客様にお送りした、現場蔵Pad Mini Toughの8%引きと、現場蔵ケア コンパクトの初年度無料を組み合わせた特別セールのページです。2023年秋の期間と条件を掲載しています。",
    secret: true,
  },
  {
    path: "/lp_dm/20220117",
    title: "Pad Tough無料貸し出し延長(2022年1月)",
    description:
      "2022年1月17日にお送りしたダイレクトメールでご案内した、現場蔵Pad ToughとPad Tough 10の無料貸し出しを通常の2週間から4週間に延ばした特典のページです。期間、対象製品、条件を掲載しています。",
    secret: false,
  },
  {
    path: "/lp_dm/20220118",
    title: "電子小黒板の導入オンライン相談会(2022年1月)",
    description:
      "2022年1月18日にお送りしたダイレクトメールでご案内した、電子小黒板の導入を考えている会社向けのオンライン相談会のページです。発注者の承諾の取り方や端末選びを1社ずつご説明しました。期間と条件を掲載しています。",
    secret: false,
  },
  {
    path: "/lp_dm/20220119",
    title: "Pocket Tough導入キャンペーン(2022年1月)",
    description:
      "2022年1月19日にお送りしたダイレクトメールでご案内した、当時の現場蔵Pocket Tough(第1世代)を10%引きでご提供した導入キャンペーンのページです。期間、対象製品、お申し込みの条件を掲載しています。",
    secret: false,
  },
];

/** Direct-mail campaign pages and the one thanks page a mailing's form led to. */
export const campaignRoutes: RouteRegistration[] = [
  ...directMailPages.map((page) =>
    campaignRoute({
      path: page.path,
      title: page.title,
      description: page.description,
      breadcrumbs: trail(page.title),
      ...(page.secret ? { noindex: true } : {}),
      content: async () =>
        (await import("../../content/campaigns/directMail")).directMailCampaignContent(
          page.path,
          page.title,
          new Date(),
        ),
    }),
  ),
  thanksRoute({
    path: "/lp_dm/20220118/thanks",
    title: "オンライン相談会のお申し込み受付",
    description:
      "2022年1月に開いた電子小黒板の導入オンライン相談会のお申し込みを受け付けたときのページです。お申し込みのあとの流れと、いま導入を相談できる窓口や無料貸し出しのページをご案内しています。",
    breadcrumbs: trail("受付完了", { label: "オンライン相談会", href: "/lp_dm/20220118" }),
    content: async () => (await import("../../content/campaigns/lpDmThanks")).consultationThanksContent,
  }),
];
