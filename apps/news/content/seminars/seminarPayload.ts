import type { Breadcrumb, LoadResult } from "@genbagura/routing";
import type { LinkItem, SeminarStatus } from "@genbagura/ui";
import { supportListing } from "./listings";
import type { SeminarRouteData } from "./seminarData";
import { seminarEventJsonLd } from "./seminarJsonLd";
import { findSeminar, type SeminarRef } from "./seminars";
import { seminarStatus, tokyoToday } from "./status";

const waitlistAnchor = "waitlist";

/** Where the notice of a closed seminar points: the waiting list, the recording, or other dates. */
function nextStepOf(seminar: SeminarRef, status: SeminarStatus): LinkItem {
  if (status === "full") return { label: "キャンセル待ちを申し込む", href: `#${waitlistAnchor}` };
  if (status === "past" && seminar.recording) {
    return { label: "このセミナーの録画を申し込む", href: `/seminar/archive/${seminar.id}` };
  }
  return seminar.kind === "support"
    ? { label: "ほかのサポートセミナーを見る", href: supportListing.path }
    : { label: "開催予定のセミナーを見る", href: "/seminar" };
}

function breadcrumbsOf(seminar: SeminarRef): Breadcrumb[] {
  const trail: Breadcrumb[] = [{ label: "セミナー", href: "/seminar" }];
  if (seminar.kind === "support") trail.push({ label: "サポートセミナー", href: supportListing.path });
  return [...trail, { label: seminar.entry.title }];
}

/** One seminar page as of `now`; null for an id that was never announced. */
export function seminarPayload(
  kind: SeminarRef["kind"],
  id: string,
  now: Date,
): LoadResult<SeminarRouteData> | null {
  const seminar = findSeminar(kind, id);
  if (!seminar) return null;
  const { topics: _topics, full: _full, ...content } = seminar.entry;
  const status = seminarStatus(seminar.entry, tokyoToday(now));
  return {
    data: {
      seminar: { ...content, status, otherSeminars: nextStepOf(seminar, status) },
      ...(status === "open" ? { registrationId: seminar.registrationId } : {}),
      ...(status === "full"
        ? {
            waitlist: {
              anchorId: waitlistAnchor,
              seminarId: `${seminar.registrationId}-waitlist`,
              body: "お席に空きが出た場合に、お申し込みの順にメールでご連絡します。ご連絡から2営業日以内にお返事がない場合は、次の方にお席をお回しします。",
            },
          }
        : {}),
    },
    meta: {
      title: seminar.entry.title,
      description: seminar.entry.lead,
      breadcrumbs: breadcrumbsOf(seminar),
      jsonLd: [seminarEventJsonLd(seminar.entry, seminar.path, status === "full")],
    },
  };
}
