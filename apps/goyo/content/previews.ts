import type { UiPreviewData } from "@genbagura/ui";
import { board, fields, part, photo } from "@genbagura/ui/previewParts";

/**
 * The family's own screens as its product pages show them (HTML and CSS previews, see ui's UiPreview): the
 * 工事黒板 app on a phone and 御用達DX's ledger window. The work, stations and counts are examples.
 */

export const kokubanPhonePreview: UiPreviewData = {
  id: "kokuban-phone",
  frame: "phone",
  chrome: "",
  caption: "iPhoneで動く現場蔵 工事黒板の撮影画面。カメラの映像に電子小黒板が重なり、下のボタンで撮影します",
  screen: part(
    "app",
    part("appbar", part("brand", "工事黒板"), part("spacer"), part("chip", "黒板を選ぶ")),
    part("pills", part("chip", "工種 鉄筋工"), part("chip", "測点 No.12"), part("chip", "自動で進む")),
    part(
      "camera",
      board([
        ["工事名", "市道3号線 改良工事"],
        ["工種", "鉄筋工"],
        ["測点", "No.12"],
        ["部位", "壁 配筋"],
        ["設計", "D16 @200"],
      ]),
    ),
    part("shutterBar", part("muted", "写真 48"), part("shutter"), part("muted", "黒板 拡大")),
  ),
};

const tree = [
  ["navItem", "工事写真台帳"],
  ["navChild", "土工"],
  ["navChildOn", "鉄筋工"],
  ["navChild", "型枠工"],
  ["navChild", "コンクリート工"],
  ["navItem", "撮り忘れ"],
  ["navItem", "電子納品"],
] as const;

export const goyoDxLedgerPreview: UiPreviewData = {
  id: "goyo-dx-ledger",
  frame: "window",
  chrome: "御用達DX - 市道3号線 改良工事",
  caption: "御用達DXの台帳の画面。黒板の工種と測点で仕分けた写真が、そのまま台帳のページに並びます",
  screen: part(
    "app",
    part(
      "body",
      part("sidebar", part("sideTitle", "工種・種別"), ...tree.map(([name, label]) => part(name, label))),
      part(
        "main",
        part(
          "toolbar",
          part("title", "鉄筋工 壁"),
          part("chipOk", "改ざん検知 問題なし"),
          part("button", "PDFで出力"),
        ),
        part(
          "sheet",
          ...[
            ["No.12", "壁 配筋", "photo"],
            ["No.13", "壁 継手", "photoWall"],
          ].map(([station, item, kind]) =>
            part(
              "ledgerRow",
              photo(kind as "photo" | "photoWall", [
                ["工種", "鉄筋工"],
                ["測点", station ?? ""],
              ]),
              fields([
                ["工種", "鉄筋工"],
                ["種別", "壁"],
                ["測点", station ?? ""],
                ["内容", item ?? ""],
              ]),
            ),
          ),
        ),
      ),
    ),
    part(
      "statusbar",
      part("muted", "写真 312枚"),
      part("muted", "台帳 26ページ"),
      part("chipWarn", "撮り忘れ 1件"),
    ),
  ),
};
