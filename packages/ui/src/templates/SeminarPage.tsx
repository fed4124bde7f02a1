import type { ReactNode } from "react";
import { BlockRenderer } from "../blocks/BlockRenderer";
import { NoticeBlock } from "../blocks/NoticeBlock";
import { Section } from "../blocks/Section";
import { DescriptionList, type DescriptionListItem } from "../components/DescriptionList";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { ContentBlock } from "../content/blocks";
import type { SeminarPageContent } from "../content/pages";
import { formatScheduleJa, seminarFormatLabels, seminarStatusLabels } from "./seminarSchedule";

export interface SeminarPageProps {
  content: SeminarPageContent;
  /** The registration form, shown only while registration is open. */
  children?: ReactNode;
}

const closedMessages = {
  full: "定員に達したため、お申し込みの受付を終了しました。",
  past: "このセミナーは終了しました。",
} as const;

export function SeminarPage({ content, children }: SeminarPageProps) {
  const { title, lead, status, date, startTime, endTime, venue, streaming } = content;
  const overview: DescriptionListItem[] = [
    {
      label: "日時",
      value: (
        <time dateTime={`${date.slice(0, 10)}T${startTime}+09:00`}>
          {formatScheduleJa(date, startTime, endTime)}
        </time>
      ),
    },
    { label: "開催形式", value: seminarFormatLabels[content.format] },
    ...(venue
      ? [
          {
            label: "会場",
            // Name, address and access each on a line of its own.
            value: [venue.name, venue.address, venue.access]
              .filter(Boolean)
              .map((line) => <div key={line}>{line}</div>),
          },
        ]
      : []),
    ...(streaming ? [{ label: "配信", value: streaming }] : []),
    { label: "対象", value: content.audience },
    { label: "定員", value: content.capacity },
    { label: "参加費", value: content.fee },
  ];
  const programme: ContentBlock[] = [
    {
      kind: "table",
      heading: "プログラム",
      caption: "当日のプログラム",
      head: ["時間", "内容"],
      rows: content.agenda.map((item) => [
        item.time,
        item.description ? `${item.title}:${item.description}` : item.title,
      ]),
    },
    {
      kind: "features",
      heading: "講師",
      items: content.speakers.map((speaker) => ({
        title: speaker.name,
        body: `${speaker.role}。${speaker.profile}`,
      })),
    },
  ];
  const statusBadge = (
    <p>
      <span className={`g-seminar__status g-seminar__status--${status}`}>{seminarStatusLabels[status]}</span>
    </p>
  );
  return (
    <Page>
      <PageHero eyebrow="セミナー" title={title} lead={lead} meta={statusBadge} />
      {status === "open" ? null : (
        <NoticeBlock tone="important" body={closedMessages[status]} link={content.otherSeminars} />
      )}
      <Section heading="開催概要" level={2} className="g-seminar__overview">
        <DescriptionList items={overview} />
      </Section>
      <BlockRenderer blocks={programme} />
      {status === "open" && children ? (
        <Section heading="お申し込み" level={2} className="g-seminar__registration">
          {children}
        </Section>
      ) : null}
    </Page>
  );
}
