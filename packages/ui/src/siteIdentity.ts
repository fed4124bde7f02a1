// The brand, the origin and the company's contact data: small, and what page code in the remotes reads
// (share links, the support desk's phone number). It is its own module so a page chunk that needs a
// phone number does not carry the navigation and product lists of `siteConfig` (see ARCHITECTURE.md
// section 9); `siteConfig` composes it with them.

export const brand = {
  name: "現場蔵",
  reading: "げんばぐら",
  slug: "genbagura",
  tagline: "工事写真からはじまる建設DXプラットフォーム",
} as const;

export const siteOrigin = "https://www.genbagura.jp";

export const company = {
  name: "株式会社ミライ現場研究所",
  postalCode: "101-0047",
  address: "東京都千代田区内神田2丁目8番4号 ミライ神田ビル7階",
  phone: { label: "代表", number: "03-5289-7410" },
  supportPhone: { label: "サポートセンター", number: "0120-486-210" },
  businessHours: "平日 9:00〜18:00(土日祝日・年末年始を除く)",
  /** How soon a form or an e-mail gets its first answer, in business days (「原則2営業日以内」). */
  firstReplyBusinessDays: 2,
  /** How soon a requested document's PDF is e-mailed, and its printed copy posted, in business days. */
  documentDelivery: { pdfBusinessDays: 1, printBusinessDays: 3 },
} as const;

/** 「2営業日以内」: how pages write the first-reply time of `company`. */
export const firstReplyWithin = `${company.firstReplyBusinessDays}営業日以内`;

/** 「1営業日以内」 and 「3営業日以内」: how pages write when a requested document's PDF and print arrive. */
export const documentPdfWithin = `${company.documentDelivery.pdfBusinessDays}営業日以内`;
export const documentPrintWithin = `${company.documentDelivery.printBusinessDays}営業日以内`;

export const claims = {
  companies: "約80,000社",
  users: "約830,000人",
  usedBy: "ゼネコン・サブコン・専門工事業・ハウスメーカー",
} as const;

export const copyright = "© 2016-2026 株式会社ミライ現場研究所";

/** `tel:` URI of a phone number written with hyphens. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^0-9+]/g, "")}`;
}
