import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { thanksPage } from "@genbagura/ui/pageKinds";
import * as server from "./campaignRoutes.server";
import { mailingCampaignPage } from "./kinds";

/** A direct mailing's page: where it is, its breadcrumb label (its title), and whether its sale is secret. */
export interface Mailing {
  path: string;
  label: string;
  /** Secret sales are reached only from a mailing: kept out of search engines and the sitemap. */
  secret: boolean;
}

/** The mailings' pages; what each offered lives in `content/campaigns/directMail.ts`. */
const mailings: readonly Mailing[] = [
  { path: "/dm_cp/202112", label: "Pad Tough年末特別価格(2021年12月)", secret: false },
  { path: "/dm_cp/202201", label: "新春スタイラスペン進呈(2022年1月)", secret: false },
  { path: "/dm_cp/202202", label: "Pad Tough 10の年度末特典(2022年2月)", secret: false },
  { path: "/dm_cp/202203", label: "現場蔵ケア初年度無料(2022年3月)", secret: false },
  {
    path: "/dm_cp/pad_secretsale",
    label: "御用達ユーザー限定のPad・Pad Toughシークレットセール",
    secret: true,
  },
  {
    path: "/dm_cp/secretsale_20250919",
    label: "Pad Tough 第2世代シークレットセール(2025年秋)",
    secret: true,
  },
  { path: "/dm_cp/secretsale_all", label: "全機種シークレットセール", secret: true },
  {
    path: "/dm_cp/secretsale_goyo2021",
    label: "御用達2021ユーザー限定 端末シークレットセール",
    secret: true,
  },
  { path: "/dm_cp/secretsale_mini_tough", label: "Pad Mini Toughシークレットセール", secret: true },
  { path: "/dm_cp/secretsale_pocket_tough", label: "Pocket Toughシークレットセール", secret: true },
  { path: "/dm_cp/secretsale_pocket", label: "現場蔵Pocketシークレットセール", secret: true },
  { path: "/dm_cp/secretsale_tough_all", label: "Toughシリーズ全機種シークレットセール", secret: true },
  {
    path: "/dm_cp/secretsale_tough20250827",
    label: "Pad Tough 10シークレットセール(2025年8月)",
    secret: true,
  },
  { path: "/dm_cp/secretsale_tough20250926", label: "Pad Toughシークレットセール(2025年9月)", secret: true },
  {
    path: "/dm_cp/secretsale_tough20251018",
    label: "小型タフモデル シークレットセール(2025年10月)",
    secret: true,
  },
  { path: "/dm_cp/secretshowroom", label: "ショールーム内覧会のご招待", secret: true },
  { path: "/dm_cp/secretshowroom/PowerKit", label: "ショールーム内覧会のPowerKit特別価格", secret: true },
  { path: "/dm_cp/specialsale_mini_tough", label: "Pad Mini Tough特別セールと現場蔵ケア", secret: true },
  { path: "/lp_dm/20220117", label: "Pad Tough無料貸し出し延長(2022年1月)", secret: false },
  { path: "/lp_dm/20220118", label: "電子小黒板の導入オンライン相談会(2022年1月)", secret: false },
  { path: "/lp_dm/20220119", label: "Pocket Tough導入キャンペーン(2022年1月)", secret: false },
];

/** Direct-mail campaign pages and the one thanks page a mailing's form led to. */
export const campaignRoutes: RouteRegistration[] = [
  ...mailings.map((mailing) =>
    mailingCampaignPage({
      path: mailing.path,
      breadcrumbs: trail(mailing.label),
      ...(mailing.secret ? { noindex: true } : {}),
      // The server module is empty in a browser build: no server half there.
      server: server.mailingPage?.(mailing),
    }),
  ),
  thanksPage({
    path: "/lp_dm/20220118/thanks",
    server: server.lpDm20220118Thanks,
    breadcrumbs: trail("受付完了", { label: "オンライン相談会", href: "/lp_dm/20220118" }),
  }),
];
