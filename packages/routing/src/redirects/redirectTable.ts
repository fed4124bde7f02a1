import type { RedirectRule } from "./redirectRule";

/** The App Store listing of the 現場蔵 工事黒板 app; `ct` names the campaign a visitor came from. */
function appStoreListing(campaignToken: string): string {
  return `https://apps.apple.com/jp/app/id1234567890?pt=123456789&ct=${campaignToken}&mt=8`;
}

/**
 * Every redirect of the site (spec section 4), in one table. Semantics (see redirectEngine.ts):
 * a rule matches its path and every path below it, unless `indexOnly`; the query string is kept;
 * chains are followed; 301 unless the row says 302.
 */
export const redirectTable: readonly RedirectRule[] = [
  // Retired price pages. Listed one by one: /price/{productId} and /price/estimate/* are live pages.
  { from: "/price/all_products", to: "/price", status: 301 },
  {
    from: "/price/item",
    to: "/price",
    status: 301,
    indexOnly: true,
    note: "/price/item/{productId}/ is a purchase path",
  },
  { from: "/price/cloud", to: "/price", status: 301 },
  { from: "/price/dekigata", to: "/price", status: 301 },
  { from: "/price/dx_template", to: "/price", status: 301 },
  { from: "/price/estimate_v15", to: "/price", status: 301 },
  { from: "/price/estimate_v16", to: "/price", status: 301 },
  { from: "/price/goyo2020", to: "/price", status: 301 },
  { from: "/price/kokuban_app", to: "/price", status: 301 },

  // Campaigns older than the first live one (/campaign/20160726...) and direct-mail pages that were never kept.
  { from: "/campaign/20150401spring", to: "/price", status: 301 },
  { from: "/campaign/20150701summer", to: "/price", status: 301 },
  { from: "/campaign/20151201yearend", to: "/price", status: 301 },
  { from: "/campaign/20160105newyear", to: "/price", status: 301 },
  { from: "/campaign/20160401newlife", to: "/price", status: 301 },
  { from: "/dm_cp/202104", to: "/price", status: 301 },
  { from: "/dm_cp/202106", to: "/price", status: 301 },
  { from: "/dm_cp/202110", to: "/price", status: 301 },
  { from: "/dm_cp/secretsale_goyo2020", to: "/price", status: 301 },

  // Grants: every earlier IT-introduction grant page (thanks pages included) points to the current one.
  { from: "/hojokin/it2018", to: "/hojokin/it2025", status: 301 },
  { from: "/hojokin/it2019", to: "/hojokin/it2025", status: 301 },
  { from: "/hojokin/it2021", to: "/hojokin/it2025", status: 301 },
  { from: "/hojokin/it2023", to: "/hojokin/it2025", status: 301 },
  { from: "/hojokin/it2024", to: "/hojokin/it2025", status: 301 },
  { from: "/special/hojokin/it2023", to: "/hojokin/it2025", status: 301 },

  { from: "/goyo/2021", to: "/goyo", status: 301 },
  { from: "/goyo/estimate", to: "/price/estimate", status: 301 },

  // Blackboard certificates moved from JACIC to J-COMSIA: same pages under the new name.
  {
    from: "/jacic/certificates",
    to: "/jcomsia/certificates",
    status: 301,
    keepRest: true,
  },
  { from: "/jacic/certificates_make", to: "/jcomsia/certificates_make", status: 301 },

  // Contact forms merged into /contact.
  { from: "/contact_support", to: "/contact", status: 301, note: "with /pad, /cloud and other variants" },
  { from: "/contact/taikai", to: "/contact", status: 301 },
  { from: "/contact/for_care", to: "/contact", status: 301 },
  { from: "/contact/for_goyo", to: "/contact", status: 301 },
  { from: "/other_contact", to: "/contact", status: 301 },
  { from: "/all_contact", to: "/contact", status: 301 },
  { from: "/online", to: "/all_contact", status: 302, note: "ends at /contact through /all_contact" },

  {
    from: "/faq/support",
    to: "/faq",
    status: 301,
    indexOnly: true,
    note: "/faq/support/{product} stay",
  },
  {
    from: "/faq/support/pad",
    to: "/support/video-guide",
    status: 301,
    note: "the Pad set-up help lives in the video guide",
  },

  // Installers: old connect and NETIS downloads.
  { from: "/download/connect_old", to: "/download/connect", status: 301 },
  { from: "/download/connect/2019", to: "/download/connect", status: 301 },
  { from: "/download/connect/win7", to: "/download/connect", status: 301 },
  { from: "/download/netis_old", to: "/netis", status: 301 },
  { from: "/download/netis/2020", to: "/netis", status: 301 },
  { from: "/dekigata/licensekey", to: "/netis", status: 301 },

  {
    from: "/ordermade/daicho",
    to: "/ordermade/dxdaicho",
    status: 301,
    indexOnly: true,
    note: "/ordermade/daicho/ordermade is a live page",
  },
  { from: "/request-kokuban", to: "/request", status: 301 },
  { from: "/software_agreement", to: "/terms/genbagura_service", status: 301 },
  { from: "/sApi24/license-deregister", to: "/license-deregister", status: 301 },
  { from: "/download/ikkatsucloud", to: "/download/ikkatsubackup", status: 301 },

  // Pages that live on other sites.
  { from: "/cloud_trial", to: "https://cloud.genbagura.jp/signup", status: 301 },
  { from: "/group_privacy", to: "https://www.mirai-genba.co.jp/privacy", status: 301 },
  { from: "/movie", to: "https://www.youtube.com/@genbagura/videos", status: 301 },
  { from: "/movie/shorts", to: "https://www.youtube.com/@genbagura/shorts", status: 301 },

  // Temporary: app store links carry a campaign token per printed or shared link.
  { from: "/appstore", to: appStoreListing("appstore"), status: 302 },
  { from: "/appstore_cp", to: appStoreListing("appstore_cp"), status: 302 },
  { from: "/appstore/seminar", to: appStoreListing("seminar"), status: 302 },
  { from: "/appstore/dm", to: appStoreListing("dm"), status: 302 },
  { from: "/appstore/exhibition", to: appStoreListing("exhibition"), status: 302 },
  { from: "/kura_camera_store", to: "https://store.genbagura.jp/products/cam", status: 302 },

  // Multilingual manuals are static folders: the folder itself opens its index.html (a file, not a route).
  { from: "/manual/en", to: "/manual/en/index.html", status: 302, indexOnly: true },
  { from: "/manual/vi", to: "/manual/vi/index.html", status: 302, indexOnly: true },
  { from: "/manual/zh", to: "/manual/zh/index.html", status: 302, indexOnly: true },
  { from: "/manual/id", to: "/manual/id/index.html", status: 302, indexOnly: true },
  { from: "/manual/pt", to: "/manual/pt/index.html", status: 302, indexOnly: true },
];
