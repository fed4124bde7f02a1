import type { UiPreviewData } from "@genbagura/ui";
import { fields, part, photo } from "@genbagura/ui/previewParts";

/**
 * 現場蔵クラウド's own screens as the product pages show them (HTML and CSS previews, see ui's UiPreview):
 * the photo list with blackboards, a ledger page and the administrator's users. The site, people and
 * figures in them are examples, not records.
 */

const site = "市道3号線 改良工事";
const address = "cloud.genbagura.example";

const folders = ["土工", "鉄筋工", "型枠工", "コンクリート工", "舗装工"];

export const cloudPhotoListPreview: UiPreviewData = {
  id: "cloud-photo-list",
  frame: "browser",
  chrome: `${address}/sites/shido3/photos`,
  caption: "現場蔵クラウドの写真一覧。工種のフォルダごとに、電子小黒板の入った写真が並びます",
  screen: part(
    "app",
    part(
      "topbar",
      part("brand", "現場蔵クラウド"),
      part("chip", site),
      part("spacer"),
      part("chip", "事務所"),
    ),
    part(
      "body",
      part(
        "sidebar",
        part("sideTitle", "工種"),
        ...folders.map((folder) => part(folder === "鉄筋工" ? "navItemOn" : "navItem", folder)),
      ),
      part(
        "main",
        part("toolbar", part("title", "鉄筋工"), part("muted", "48枚"), part("button", "台帳を作る")),
        part(
          "grid",
          ...[
            ["No.12", "壁 配筋", "photo"],
            ["No.12", "かぶり", "photo"],
            ["No.13", "底版 配筋", "photo"],
            ["No.13", "継手長", "photoWall"],
            ["No.14", "床掘", "photoSoil"],
            ["No.14", "壁 配筋", "photo"],
          ].map(([station, item, kind], index) =>
            part(
              index === 1 ? "cardOn" : "card",
              photo(kind as "photo" | "photoSoil" | "photoWall", [
                ["工種", "鉄筋工"],
                ["測点", station ?? ""],
                ["部位", item ?? ""],
              ]),
              part("caption", `${station} ${item}`),
            ),
          ),
        ),
      ),
    ),
  ),
};

export const cloudLedgerPreview: UiPreviewData = {
  id: "cloud-ledger-page",
  frame: "browser",
  chrome: `${address}/sites/shido3/ledger/3`,
  caption: "黒板の内容から自動で作られた工事写真台帳の1ページ。写真の横に工種や測点が並びます",
  screen: part(
    "app",
    part(
      "topbar",
      part("brand", "工事写真台帳"),
      part("chip", site),
      part("spacer"),
      part("chip", "3 / 16ページ"),
    ),
    part(
      "main",
      part(
        "sheet",
        part("sheetTitle", "工事写真台帳 鉄筋工"),
        ...[
          ["No.12", "壁 配筋", "D16 @200"],
          ["No.13", "底版 配筋", "D19 @150"],
        ].map(([station, item, note]) =>
          part(
            "ledgerRow",
            photo("photo", [
              ["工種", "鉄筋工"],
              ["測点", station ?? ""],
            ]),
            fields([
              ["工種", "鉄筋工"],
              ["測点", station ?? ""],
              ["部位", item ?? ""],
              ["設計", note ?? ""],
              ["撮影", "2026年10月14日"],
            ]),
          ),
        ),
      ),
    ),
  ),
};

export const cloudAdminPreview: UiPreviewData = {
  id: "cloud-admin-users",
  frame: "browser",
  chrome: `${address}/admin/users`,
  caption: "管理者の画面。利用者ごとに権限とライセンスを切り替え、使っている人数を確かめられます",
  screen: part(
    "app",
    part("topbar", part("brand", "現場蔵クラウド 管理"), part("spacer"), part("chip", "管理者")),
    part(
      "main",
      part(
        "stats",
        part("stat", part("statValue", "18"), part("muted", "利用者")),
        part("stat", part("statValue", "15"), part("muted", "ライセンス使用中")),
        part("stat", part("statValue", "6"), part("muted", "進行中の現場")),
      ),
      part(
        "table",
        part(
          "thead",
          part("td", "利用者"),
          part("td", "権限"),
          part("td", "ライセンス"),
          part("td", "最終利用"),
        ),
        ...[
          ["工事部 現場監督A", "編集", true, "今日"],
          ["工事部 現場監督B", "編集", true, "今日"],
          ["工務課 事務C", "台帳作成", true, "昨日"],
          ["協力会社 職長D", "撮影のみ", false, "3週間前"],
        ].map(([name, role, on, last]) =>
          part(
            "tr",
            part("td", String(name)),
            part("td", String(role)),
            part(on ? "toggleOn" : "toggleOff"),
            part("td", String(last)),
          ),
        ),
      ),
    ),
  ),
};
