import type { Breadcrumb, LoadResult } from "@genbagura/routing";
import type { ListingItem, RelatedLinksData } from "@genbagura/ui";
import { compareCodePoints } from "@genbagura/ui";
import type { ListingRouteData } from "../news/listingData";
import { seminarFormatLabels, seminarStatusLabels } from "./labels";
import {
  archiveListing,
  type SeminarListing,
  type SeminarListingPath,
  seminarListings,
  supportListing,
} from "./listings";
import { seminarListingTexts } from "./listingTexts";
import { publicSeminarRefs, type SeminarRef, supportSeminarRefs } from "./seminars";
import { seminarStatus, tokyoToday } from "./status";

/** Pages around the seminar index, linked from every seminar listing. */
const seminarSections: RelatedLinksData = {
  heading: "セミナーの関連ページ",
  links: [
    {
      label: "セミナーのアーカイブ(録画)",
      href: archiveListing.path,
      description: "参加できなかった回の録画をお申し込みいただけます。",
    },
    {
      label: "個別オンライン相談会",
      href: "/seminar/kmo",
      description: "担当者と1対1でご相談いただけます。",
    },
    {
      label: "サポートセミナー",
      href: supportListing.path,
      description: "製品をお使いのお客様向けの操作講習会です。",
    },
    { label: "セミナーに関するよくあるご質問", href: "/seminar/genbagura_faq" },
  ],
};

function placeOf(seminar: SeminarRef): string {
  const { venue, format } = seminar.entry;
  if (format === "online" || !venue) return "オンライン";
  return format === "hybrid" ? `${venue.name}とオンライン` : venue.name;
}

function itemOf(seminar: SeminarRef, today: string): ListingItem {
  const { entry } = seminar;
  const status = seminarStatus(entry, today);
  const recording = status === "past" && seminar.recording ? "・録画を公開中" : "";
  return {
    date: entry.date,
    category: `${seminarStatusLabels[status]}・${seminarFormatLabels[entry.format]}`,
    title: entry.title,
    href: seminar.path,
    summary: `${entry.startTime}〜${entry.endTime}・${placeOf(seminar)}${recording}`,
  };
}

/** Upcoming seminars first, soonest first; then past ones, latest first. */
function inCalendarOrder(seminars: readonly SeminarRef[], today: string): SeminarRef[] {
  const upcoming = seminars.filter((seminar) => seminar.entry.date >= today);
  const past = seminars.filter((seminar) => seminar.entry.date < today);
  const byDate = (a: SeminarRef, b: SeminarRef) => compareCodePoints(a.entry.date, b.entry.date);
  return [...upcoming.sort(byDate), ...past.sort(byDate).reverse()];
}

export function listsSeminar(listing: SeminarListing, seminar: SeminarRef): boolean {
  const { topics, format } = seminar.entry;
  if (listing.topic && !topics.includes(listing.topic)) return false;
  return !listing.format || format === listing.format || format === "hybrid";
}

function trailTo(title: string): Breadcrumb[] {
  return [{ label: "セミナー", href: "/seminar" }, { label: title }];
}

/** The seminar index or one of its filters, as of `now`. */
export function seminarListingPayload(
  path: SeminarListingPath,
  now: Date,
): LoadResult<ListingRouteData> | null {
  const listing: SeminarListing | undefined = seminarListings.find((candidate) => candidate.path === path);
  if (!listing) return null;
  const today = tokyoToday(now);
  const seminars = inCalendarOrder(
    publicSeminarRefs.filter((seminar) => listsSeminar(listing, seminar)),
    today,
  );
  return {
    data: {
      listing: {
        title: seminarListingTexts[path].title,
        lead: seminarListingTexts[path].lead ?? "",
        categories: seminarListings.map((candidate) => ({
          label: candidate.label,
          href: candidate.path,
          current: candidate.path === listing.path,
        })),
        items: seminars.map((seminar) => itemOf(seminar, today)),
        emptyMessage: "この条件に合うセミナーは現在ありません。すべてのセミナーの一覧からお探しください。",
      },
      ...(seminarListingTexts[path].about ? { about: seminarListingTexts[path].about } : {}),
      related: seminarSections,
    },
    meta: {
      title: seminarListingTexts[path].title,
      description: seminarListingTexts[path].description,
      breadcrumbs: listing.path === "/seminar" ? [{ label: "セミナー" }] : trailTo(listing.label),
    },
  };
}

/** `/seminar/archive`: recordings of past seminars, latest first. */
export function archiveListingPayload(): LoadResult<ListingRouteData> {
  const items: ListingItem[] = publicSeminarRefs
    .flatMap((seminar) => (seminar.recording ? [{ ...seminar, archive: seminar.recording }] : []))
    .sort((a, b) => compareCodePoints(b.entry.date, a.entry.date))
    .map((seminar) => {
      const { archive } = seminar;
      return {
        date: seminar.entry.date,
        category: "録画",
        title: seminar.entry.title,
        href: `${archiveListing.path}/${seminar.id}`,
        summary: `${archive.duration}・${archive.materials}つき`,
      };
    });
  return {
    data: {
      listing: {
        title: seminarListingTexts[archiveListing.path].title,
        lead: "録画の視聴はお申し込みいただいた方にご案内しています。各セミナーのページからお申し込みください。",
        categories: [],
        items,
      },
      about: {
        heading: "録画のお申し込みとお届け",
        paragraphs: [
          "録画は、一覧の各録画のページにあるフォームからお申し込みいただけます。視聴用のリンクと講演資料をメールでお送りしますので、参加できなかった回の内容の確認や、社内の勉強会での共有にお使いください。",
          "録画の長さと、一緒にお届けする資料は一覧に記載しています。",
        ],
      },
      related: seminarSections,
    },
    meta: {
      title: seminarListingTexts[archiveListing.path].title,
      description: seminarListingTexts[archiveListing.path].description,
      breadcrumbs: trailTo("アーカイブ"),
    },
  };
}

/** `/seminar/support`: training sessions for customers, upcoming first. */
export function supportListingPayload(now: Date): LoadResult<ListingRouteData> {
  const today = tokyoToday(now);
  return {
    data: {
      listing: {
        title: seminarListingTexts[supportListing.path].title,
        lead: "製品をご利用中のお客様向けの講習会です。操作を実際に手を動かして覚えていただきます。",
        categories: [],
        items: inCalendarOrder(supportSeminarRefs, today).map((seminar) => itemOf(seminar, today)),
      },
      about: {
        heading: "サポートセミナーの受け方",
        paragraphs: [
          "サポートセミナーは、御用達DXの基本操作、現場蔵クラウドの管理者向けの設定、黒板の様式づくり、現場蔵Padの初期設定など、導入したあとの操作を学ぶ講習会です。講師の画面を見ながら、お手元のパソコンや端末で同じ操作を進めていただきます。",
          "新しく担当になった方の受講や、操作を忘れてしまった方の受け直しも歓迎します。各回のページで、対象の製品と必要な準備をご確認ください。",
        ],
      },
      related: seminarSections,
    },
    meta: {
      title: seminarListingTexts[supportListing.path].title,
      description: seminarListingTexts[supportListing.path].description,
      breadcrumbs: trailTo("サポートセミナー"),
    },
  };
}
