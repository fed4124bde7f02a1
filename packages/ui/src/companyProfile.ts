// The company's profile as its own pages and its press releases print it (会社概要). A module of its own,
// imported by path (`@genbagura/ui/companyProfile`), so no page's start-up code carries it.
import { company, siteOrigin } from "./siteIdentity";

export const companyProfile = {
  name: company.name,
  founded: "2012年7月",
  representative: "代表取締役社長 森下 航平",
  capital: "9,800万円",
  employees: { count: "186名", asOf: "2026年4月1日" },
  fullAddress: `〒${company.postalCode} ${company.address}`,
  /**
   * What the company does, in the one paragraph every press release ends with. It names no product: a
   * release of 2016 must not list a service launched in 2019.
   */
  business:
    "工事写真の撮影から写真台帳づくり、電子納品までをひとつの流れにつなぐ「現場蔵」シリーズを開発し、全国の建設会社に提供しています。",
  website: siteOrigin,
} as const;

/** Where journalists write or call: the press office, not the sales or support desks. */
export const pressContact = {
  office: `${company.name} 広報担当`,
  email: "press@genbagura.jp",
  phone: company.phone.number,
  hours: company.businessHours,
} as const;
