import type {
  ArticleRef,
  IosNoticeId,
  NewsSection,
  NoticeId,
  PressReleaseId,
  ReleaseNoteId,
  TermsNoticeId,
} from "./catalogue";
import { iosNotices } from "./ios";
import type { NewsArticleEntry } from "./model";
import { campaignNotices } from "./notices/campaign";
import { holidayNotices } from "./notices/holidays";
import { infoNotices } from "./notices/info";
import { kenshuNotices } from "./notices/kenshu";
import { maintenanceNotices } from "./notices/maintenance";
import { mediaNotices } from "./notices/media";
import { productLifecycleNotices } from "./notices/productlifecycle";
import { pressReleases2016 } from "./pressrelease/2016";
import { pressReleases2017 } from "./pressrelease/2017";
import { pressReleases2018 } from "./pressrelease/2018";
import { pressReleases2019 } from "./pressrelease/2019";
import { pressReleases2020 } from "./pressrelease/2020";
import { pressReleases2021 } from "./pressrelease/2021";
import { pressReleases2022 } from "./pressrelease/2022";
import { pressReleases2023 } from "./pressrelease/2023";
import { pressReleases2024 } from "./pressrelease/2024";
import { pressReleases2025 } from "./pressrelease/2025";
import { pressReleases2026 } from "./pressrelease/2026";
import { termsNotices } from "./terms";
import { cloudReleaseNotes } from "./update/cloud";
import { cloudAppReleaseNotes } from "./update/cloudApp";
import { dekigataReleaseNotes } from "./update/dekigata";
import { goyoReleaseNotes } from "./update/goyo";
import { goyo2021ReleaseNotes } from "./update/goyo2021";
import { goyodxReleaseNotes } from "./update/goyodx";
import { mediaReleaseNotes } from "./update/media";

// Each `satisfies` fails to compile when an id of the catalogue has no article.

const noticeArticles = {
  ...infoNotices,
  ...maintenanceNotices,
  ...mediaNotices,
  ...campaignNotices,
  ...productLifecycleNotices,
  ...kenshuNotices,
  ...holidayNotices,
} satisfies Record<NoticeId, NewsArticleEntry>;

const pressReleaseArticles = {
  ...pressReleases2016,
  ...pressReleases2017,
  ...pressReleases2018,
  ...pressReleases2019,
  ...pressReleases2020,
  ...pressReleases2021,
  ...pressReleases2022,
  ...pressReleases2023,
  ...pressReleases2024,
  ...pressReleases2025,
  ...pressReleases2026,
} satisfies Record<PressReleaseId, NewsArticleEntry>;

const releaseNoteArticles = {
  ...cloudReleaseNotes,
  ...cloudAppReleaseNotes,
  ...dekigataReleaseNotes,
  ...goyoReleaseNotes,
  ...goyo2021ReleaseNotes,
  ...goyodxReleaseNotes,
  ...mediaReleaseNotes,
} satisfies Record<ReleaseNoteId, NewsArticleEntry>;

/** Every written article, by section and id. */
export const articlesBySection: Record<NewsSection, Readonly<Record<string, NewsArticleEntry>>> = {
  notice: noticeArticles,
  pressrelease: pressReleaseArticles,
  ios: iosNotices satisfies Record<IosNoticeId, NewsArticleEntry>,
  update: releaseNoteArticles,
  terms: termsNotices satisfies Record<TermsNoticeId, NewsArticleEntry>,
};

export function articleEntryOf(article: ArticleRef): NewsArticleEntry {
  const entry = articlesBySection[article.section][article.id];
  if (!entry) throw new Error(`No article written for ${article.path}`);
  return entry;
}
