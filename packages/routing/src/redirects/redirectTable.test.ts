import { describe, expect, it } from "vitest";
import { resolveRedirect } from "./redirectEngine";
import { redirectTable } from "./redirectTable";

const appStore = (campaignToken: string): string =>
  `https://apps.apple.com/jp/app/id1234567890?pt=123456789&ct=${campaignToken}&mt=8`;

/** What a visitor to each source ends up with, written out by hand: one row per rule of the table. */
const expectedEnds: ReadonlyArray<readonly [source: string, location: string, status: 301 | 302]> = [
  ["/price/all_products", "/price", 301],
  ["/price/item", "/price", 301],
  ["/price/cloud", "/price", 301],
  ["/price/dekigata", "/price", 301],
  ["/price/dx_template", "/price", 301],
  ["/price/estimate_v15", "/price", 301],
  ["/price/estimate_v16", "/price", 301],
  ["/price/goyo2020", "/price", 301],
  ["/price/kokuban_app", "/price", 301],
  ["/campaign/20150401spring", "/price", 301],
  ["/campaign/20150701summer", "/price", 301],
  ["/campaign/20151201yearend", "/price", 301],
  ["/campaign/20160105newyear", "/price", 301],
  ["/campaign/20160401newlife", "/price", 301],
  ["/dm_cp/202104", "/price", 301],
  ["/dm_cp/202106", "/price", 301],
  ["/dm_cp/202110", "/price", 301],
  ["/dm_cp/secretsale_goyo2020", "/price", 301],
  ["/hojokin/it2018", "/hojokin/it2025", 301],
  ["/hojokin/it2019", "/hojokin/it2025", 301],
  ["/hojokin/it2021", "/hojokin/it2025", 301],
  ["/hojokin/it2023", "/hojokin/it2025", 301],
  ["/hojokin/it2024", "/hojokin/it2025", 301],
  ["/special/hojokin/it2023", "/hojokin/it2025", 301],
  ["/goyo/2021", "/goyo", 301],
  ["/goyo/estimate", "/price/estimate", 301],
  ["/jacic/certificates", "/jcomsia/certificates", 301],
  ["/jacic/certificates_make", "/jcomsia/certificates_make", 301],
  ["/contact_support", "/contact", 301],
  ["/contact/taikai", "/contact", 301],
  ["/contact/for_care", "/contact", 301],
  ["/contact/for_goyo", "/contact", 301],
  ["/other_contact", "/contact", 301],
  ["/all_contact", "/contact", 301],
  ["/online", "/contact", 302],
  ["/faq/support", "/faq", 301],
  ["/faq/support/pad", "/support/video-guide", 301],
  ["/download/connect_old", "/download/connect", 301],
  ["/download/connect/2019", "/download/connect", 301],
  ["/download/connect/win7", "/download/connect", 301],
  ["/download/netis_old", "/netis", 301],
  ["/download/netis/2020", "/netis", 301],
  ["/dekigata/licensekey", "/netis", 301],
  ["/ordermade/daicho", "/ordermade/dxdaicho", 301],
  ["/request-kokuban", "/request", 301],
  ["/software_agreement", "/terms/genbagura_service", 301],
  ["/sApi24/license-deregister", "/license-deregister", 301],
  ["/download/ikkatsucloud", "/download/ikkatsubackup", 301],
  ["/cloud_trial", "https://cloud.genbagura.jp/signup", 301],
  ["/group_privacy", "https://www.mirai-genba.co.jp/privacy", 301],
  ["/movie", "https://www.youtube.com/@genbagura/videos", 301],
  ["/movie/shorts", "https://www.youtube.com/@genbagura/shorts", 301],
  ["/appstore", appStore("appstore"), 302],
  ["/appstore_cp", appStore("appstore_cp"), 302],
  ["/appstore/seminar", appStore("seminar"), 302],
  ["/appstore/dm", appStore("dm"), 302],
  ["/appstore/exhibition", appStore("exhibition"), 302],
  ["/kura_camera_store", "https://store.genbagura.jp/products/cam", 302],
  ["/manual/en", "/manual/en/index.html", 302],
  ["/manual/vi", "/manual/vi/index.html", 302],
  ["/manual/zh", "/manual/zh/index.html", 302],
  ["/manual/id", "/manual/id/index.html", 302],
  ["/manual/pt", "/manual/pt/index.html", 302],
];

describe("every rule of the redirect table", () => {
  it.each(expectedEnds)("%s ends at %s with %i", (source, location, status) => {
    expect(resolveRedirect(source, "")).toMatchObject({ location, status });
  });

  it("has exactly one expectation per rule, in table order", () => {
    expect(expectedEnds.map(([source]) => source)).toEqual(redirectTable.map((rule) => rule.from));
  });
});

describe("pages the table must leave alone", () => {
  it.each([
    "/price",
    "/price/estimate",
    "/price/estimate/item",
    "/price/estimate/premium",
    "/price/estimate/print3",
    "/price/premium",
    "/price/premium/pad_tough",
    "/price/item/pad_tough",
    "/price/pad_tough",
    "/campaign/20230508netis",
    "/dm_cp/202112",
    "/dm_cp/secretsale_goyo2021",
    "/hojokin/it2025",
    "/hojokin/it2025/thanks",
    "/special/hojokin",
    "/goyo",
    "/jcomsia/certificates/kokuban",
    "/contact",
    "/contact/for_pad",
    "/faq/support/cloud",
    "/download/connect",
    "/download/connect/AS",
    "/download/connect/dobokuwaza",
    "/download/connect/ios",
    "/download/connect/ios/18",
    "/download/connect/ios/2020",
    "/download/connect/pad",
    "/download/connect/pad/18",
    "/download/connect/pad/2020",
    "/download/netis",
    "/ordermade/daicho/ordermade",
    "/manual/en/index.html",
  ])("%s is not redirected", (path) => {
    expect(resolveRedirect(path, "")).toBeNull();
  });
});
