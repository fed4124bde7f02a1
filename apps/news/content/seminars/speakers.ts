import { siteConfig } from "@genbagura/ui";

const company = siteConfig.company.name;

/** The people who give the seminars (fictional), written once and reused by each seminar. */
export const speakers = {
  saeki: {
    name: "佐伯 真理子",
    role: `${company} カスタマーサクセス部 部長`,
    profile:
      "電子小黒板の運用が始まった2017年から、全国の建設会社の導入と定着を支援してきました。年間100回を超える説明会を担当しています。",
  },
  takano: {
    name: "高野 陽介",
    role: `${company} 製品企画部 御用達DX担当`,
    profile: "御用達シリーズの開発に10年以上携わり、御用達DXの台帳の自動作成の仕組みを設計しました。",
  },
  ishihara: {
    name: "石原 恵",
    role: `${company} サポートセンター トレーナー`,
    profile:
      "サポートセンターで年間3,000件以上のお問い合わせに答えながら、お客様向けの操作講習を担当しています。",
  },
  murai: {
    name: "村井 大輔",
    role: `${company} 営業部 補助金・制度担当`,
    profile: "IT導入補助金の申請支援に2019年から携わり、延べ400社以上の申請をお手伝いしてきました。",
  },
  morimoto: {
    name: "森本 健",
    role: `${company} 開発部 開発リーダー(AI工事黒板)`,
    profile: "大学との共同研究から製品化まで、写真から黒板の項目を推定する技術の開発を率いています。",
  },
  nakagawa: {
    name: "中川 翔太",
    role: "株式会社青葉建設 工務部 主任(ゲスト)",
    profile:
      "社員40名の地域の建設会社で、現場監督を務めながら社内の写真整理の分担の仕組みづくりを進めてきました。",
  },
} as const;
