import { discontinuedModelPage } from "./modelHistory";

export const padDx4thContent = discontinuedModelPage(
  "pad-dx-4th",
  "現場蔵Pad DX 第4世代は、10.4 インチの画面で図面と黒板を並べて使えるようにした上位モデルです。2025年に第5世代へ引き継ぎ、現在は修理とソフトウェアの更新を続けています。",
  [
    "第4世代は、図面を見ながら撮影する使い方を初めて取り入れたPad DXです。画面を分割して図面とカメラを並べる操作は、第5世代にもそのまま引き継いでいます。",
    "お使いの第4世代で作った黒板テンプレートと写真は、現場蔵コネクトのバックアップ機能で第5世代へ移せます。",
  ],
);
