import { discontinuedModelPage } from "./modelHistory";

export const powerkitOldContent = discontinuedModelPage(
  "powerkit-1st",
  "現場蔵PowerKit 初代は、180 Whのポータブル電源と収納ケースを組み合わせた最初のPowerKitです。2024年に容量と出力を増やした現行モデルへ引き継ぎました。",
  [
    "初代は、電源のない造成地でタブレットを充電したいという声に応えて用意した製品です。USB-Aの3口で、Pad・Pocketを同時に充電できます。",
    "現行モデルは容量が256 Whに増え、USB Type-Cの急速充電に対応し、満充電までの時間も約6時間から約2時間に短くなりました。",
  ],
);
