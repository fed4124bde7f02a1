import type { ContentBlock } from "@genbagura/ui";
import { companyProfile, pressContact } from "@genbagura/ui/companyProfile";

/**
 * What every press release ends with, as a newspaper expects: who the company is (会社概要) and whom a
 * journalist contacts. From the company's one profile, so a moved office changes every release at once.
 */
export const pressBoilerplate: readonly ContentBlock[] = [
  {
    kind: "prose",
    heading: `${companyProfile.name}について`,
    paragraphs: [`${companyProfile.name}は、${companyProfile.business}`],
    source: "company.pressProfile",
  },
  {
    kind: "specTable",
    caption: "会社概要",
    rows: [
      { label: "会社名", value: companyProfile.name },
      { label: "所在地", value: companyProfile.fullAddress },
      { label: "代表者", value: companyProfile.representative },
      { label: "設立", value: companyProfile.founded },
      { label: "資本金", value: companyProfile.capital },
      { label: "URL", value: companyProfile.website },
    ],
  },
  {
    kind: "prose",
    heading: "報道関係者のお問い合わせ先",
    paragraphs: [pressContact.office],
    bullets: [`メール:${pressContact.email}`, `電話:${pressContact.phone}(受付時間 ${pressContact.hours})`],
    source: "company.pressContact",
  },
];
