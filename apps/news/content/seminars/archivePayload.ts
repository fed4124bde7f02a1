import type { FormDefinition } from "@genbagura/forms";
import type { LoadResult } from "@genbagura/routing";
import type { FormPageContent, ThanksPageContent } from "@genbagura/ui";
import { archiveListing } from "./listings";
import { publicSeminarRefs } from "./seminars";

/** What a recording-request route hands its page: the page text and the seminar the form names. */
export interface RecordingRequestData {
  page: FormPageContent;
  seminarId: string;
}

/** A recording request page's data: the request form's definition (src/forms.ts), bound on the server. */
export interface RecordingRequestPageData extends RecordingRequestData {
  form: FormDefinition;
}

function archiveOf(id: string) {
  const seminar = publicSeminarRefs.find((candidate) => candidate.id === id);
  return seminar?.recording ? { seminar, archive: seminar.recording } : undefined;
}

/** `/seminar/archive/{id}`: what the recording holds and the form to request it. */
export function recordingRequestPayload(id: string): LoadResult<RecordingRequestData> | null {
  const found = archiveOf(id);
  if (!found) return null;
  const { seminar, archive } = found;
  const title = `「${seminar.entry.title}」の録画`;
  return {
    data: {
      seminarId: seminar.id,
      page: {
        title,
        lead: archive.lead,
        points: [`収録時間:${archive.duration}`, ...archive.chapters, `お届けするもの:${archive.materials}`],
        nextSteps: {
          heading: "お申し込みの後の流れ",
          steps: [
            {
              title: "視聴用のURLが届きます",
              body: "お申し込みから1営業日以内に、視聴用のURLと講演資料をメールでお送りします。",
            },
            {
              title: "30日間視聴できます",
              body: "URLはお送りした日から30日間有効です。何度でも繰り返しご覧いただけます。",
            },
            {
              title: "ご質問はメールで",
              body: "録画の内容へのご質問は、案内のメールに返信してお送りください。講師がお答えします。",
            },
          ],
        },
      },
    },
    meta: {
      title,
      description: archive.lead,
      breadcrumbs: [
        { label: "セミナー", href: "/seminar" },
        { label: "アーカイブ", href: archiveListing.path },
        { label: seminar.entry.title },
      ],
    },
  };
}

/** `/seminar/archive/{id}/thanks`: after requesting a recording. */
export function recordingThanksPayload(id: string): LoadResult<ThanksPageContent> | null {
  const found = archiveOf(id);
  if (!found) return null;
  const { seminar, archive } = found;
  return {
    data: {
      title: "録画視聴のお申し込みを受け付けました",
      message: [
        `「${seminar.entry.title}」の録画のお申し込みをいただき、ありがとうございます。`,
        "ご入力のメールアドレスに、受付の確認メールをお送りしました。",
      ],
      nextSteps: {
        heading: "これからの流れ",
        steps: [
          {
            title: "視聴用のURLをお送りします",
            body: `1営業日以内に、視聴用のURLと${archive.materials}をメールでお送りします。`,
          },
          { title: "30日間ご覧いただけます", body: "URLの有効期限は、お送りした日から30日間です。" },
        ],
      },
      links: {
        heading: "あわせてご覧ください",
        links: [
          { label: "ほかのセミナーの録画", href: archiveListing.path },
          { label: "開催予定のセミナー", href: "/seminar" },
          { label: "個別オンライン相談会", href: "/seminar/kmo" },
        ],
      },
    },
    meta: {
      title: `「${seminar.entry.title}」録画のお申し込み完了`,
      description: `「${seminar.entry.title}」の録画の視聴のお申し込みを受け付けました。視聴用のURLと講演資料を、1営業日以内にご入力のメールアドレスへお送りします。`,
      noindex: true,
      breadcrumbs: [
        { label: "セミナー", href: "/seminar" },
        { label: "アーカイブ", href: archiveListing.path },
        { label: seminar.entry.title, href: `${archiveListing.path}/${seminar.id}` },
        { label: "お申し込み完了" },
      ],
    },
  };
}
