import { discontinuedModelPage } from "./modelHistory";

export const pocketTough1stContent = discontinuedModelPage(
  "pocket-tough-1st",
  "現場蔵Pocket Tough 第1世代は、ポケットに入る大きさでIP68の防塵・防水性能を備えた最初のモデルです。2024年に第2世代へ引き継ぎ、現在は修理を続けています。",
  [
    "第1世代は、タブレットでは構えられない桁の中や天井裏で電子小黒板を使いたいという声から生まれました。5.5 インチの画面と約240 gの本体で、塗装や電気設備の点検に多く使われています。",
    "第2世代へ買い替えるお客様には、下取りをご用意しています。条件は買い替えのページでご案内しています。",
  ],
);
