import { siteConfig } from "@genbagura/ui";
import { companyProfile } from "@genbagura/ui/companyProfile";

/**
 * Facts about the company that only the shell's company pages print (overview, legal notices, security).
 * The profile itself (founding, representative, capital, staff, address) is `companyProfile` in
 * packages/ui, which press releases print too.
 */
export const companyFacts = {
  offices: [
    "本社・ショールーム(東京都千代田区)",
    "大阪営業所(大阪府大阪市北区)",
    "名古屋営業所(愛知県名古屋市中村区)",
    "サポートセンター九州(福岡県福岡市博多区)",
  ],
  storeContactEmail: "store@genbagura.jp",
  privacyContactEmail: "privacy@genbagura.jp",
  securityContactEmail: "security@genbagura.jp",
} as const;

/** The showroom in the head office building: one place for its address, hours and access. */
export const showroomFacts = {
  name: `${siteConfig.brand.name}ショールーム東京`,
  address: `${companyProfile.fullAddress}(受付は7階)`,
  hours: "平日 10:00〜17:00(最終受付 16:00。土日祝日・年末年始は休館)",
  slotLength: "1組 60分",
  capacity: "1組 4名まで",
  access: [
    "JR山手線・京浜東北線・中央線「神田駅」西口から徒歩約5分",
    "東京メトロ銀座線「神田駅」4番出口から徒歩約7分",
    "東京メトロ丸ノ内線「淡路町駅」A1出口から徒歩約9分",
    "都営新宿線「小川町駅」A2出口から徒歩約10分",
  ],
  parking: "専用駐車場はありません。近くの時間貸し駐車場か公共交通機関をご利用ください。",
} as const;
