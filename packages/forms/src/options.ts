/** The 47 prefectures in JIS X 0401 order, as shown in the 都道府県 select. */
export const PREFECTURES = [
  "北海道",
  "青森県",
  "岩手県",
  "宮城県",
  "秋田県",
  "山形県",
  "福島県",
  "茨城県",
  "栃木県",
  "群馬県",
  "埼玉県",
  "千葉県",
  "東京都",
  "神奈川県",
  "新潟県",
  "富山県",
  "石川県",
  "福井県",
  "山梨県",
  "長野県",
  "岐阜県",
  "静岡県",
  "愛知県",
  "三重県",
  "滋賀県",
  "京都府",
  "大阪府",
  "兵庫県",
  "奈良県",
  "和歌山県",
  "鳥取県",
  "島根県",
  "岡山県",
  "広島県",
  "山口県",
  "徳島県",
  "香川県",
  "愛媛県",
  "高知県",
  "福岡県",
  "佐賀県",
  "長崎県",
  "熊本県",
  "大分県",
  "宮崎県",
  "鹿児島県",
  "沖縄県",
] as const;

export type Prefecture = (typeof PREFECTURES)[number];

export const INDUSTRIES = [
  "土木",
  "建築",
  "設備",
  "電気",
  "舗装",
  "住宅",
  "造園",
  "測量・設計",
  "官公庁",
  "その他",
] as const;

export type Industry = (typeof INDUSTRIES)[number];

export const EMPLOYEE_RANGES = [
  "1〜5名",
  "6〜20名",
  "21〜50名",
  "51〜100名",
  "101〜300名",
  "301〜1,000名",
  "1,001名以上",
] as const;

export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const REQUEST_TYPES = ["無料トライアル", "お見積もり", "無料トライアルとお見積もり"] as const;

export type RequestType = (typeof REQUEST_TYPES)[number];

export const SATISFACTION_LEVELS = ["満足", "やや満足", "どちらともいえない", "やや不満", "不満"] as const;

export type SatisfactionLevel = (typeof SATISFACTION_LEVELS)[number];
