import { siteConfig } from "@genbagura/ui";

/** Where in-person seminars take place; the head office address comes from the site configuration. */
export const venues = {
  tokyo: {
    name: `${siteConfig.company.name} 本社セミナールーム`,
    address: siteConfig.company.address,
    access: "JR神田駅 西口から徒歩4分、東京メトロ銀座線 神田駅 4番出口から徒歩3分",
  },
  osaka: {
    name: `${siteConfig.company.name} 大阪営業所 セミナールーム`,
    address: "大阪府大阪市北区梅田2丁目5番10号 梅田フロントビル9階",
    access: "JR大阪駅 桜橋口から徒歩6分、地下鉄四つ橋線 西梅田駅から徒歩3分",
  },
  nagoya: {
    name: "名駅ビジネスセンター 6階 会議室B",
    address: "愛知県名古屋市中村区名駅4丁目11番2号",
    access: "JR名古屋駅 桜通口から徒歩5分",
  },
} as const;

/** How online seminars are watched. */
export const onlineStreaming =
  "Webブラウザで視聴できるライブ配信です。お申し込みの方に、前日までに視聴用のURLをメールでお送りします。";
