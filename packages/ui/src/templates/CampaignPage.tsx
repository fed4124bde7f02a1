import { BlockRenderer } from "../blocks/BlockRenderer";
import { NoticeBlock } from "../blocks/NoticeBlock";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import { Period } from "../components/Period";
import { ReadingColumns } from "../components/ReadingColumns";
import type { ContentBlock } from "../content/blocks";
import type { CampaignPageContent } from "../content/pages";
import { formatDateJa } from "../format/date";
import { conditionsBlock, formatPeriodJa } from "./period";

/** A dated offer. Once ended it says so, drops the application path and points to current offers. */
export function CampaignPage({ data: content }: { data: CampaignPageContent }) {
  const { title, lead, illustration, period, ended, action, currentOffers } = content;
  const terms: ContentBlock[] = [
    { kind: "prose", ...content.offer },
    conditionsBlock("期間・条件", formatPeriodJa(period.start, period.end), content.conditions),
  ];
  const eligible: ContentBlock[] = [
    { kind: "relatedLinks", heading: "対象製品", links: content.eligibleProducts },
  ];
  const application: ContentBlock[] = [
    ...(ended
      ? []
      : [
          { kind: "steps", ...content.howToApply } as const,
          { kind: "callToAction", heading: "キャンペーンに申し込む", actions: [action] } as const,
        ]),
  ];
  const meta = (
    <p>
      実施期間:
      <Period start={period.start} end={period.end} />
    </p>
  );
  return (
    <Page>
      <PageHero
        eyebrow={ended ? "終了したキャンペーン" : "キャンペーン"}
        title={title}
        lead={lead}
        illustration={illustration}
        meta={meta}
        actions={ended ? undefined : [action]}
      />
      {ended ? (
        <NoticeBlock
          tone="important"
          heading="このキャンペーンは終了しました"
          body={`このキャンペーンは${formatDateJa(period.start)}から${formatDateJa(period.end)}まで実施し、お申し込みの受付を終えました。ご利用いただいた皆さま、ありがとうございました。いま実施中のキャンペーンは下のリンクからご覧いただけます。`}
          link={currentOffers}
        />
      ) : null}
      <ReadingColumns aside={<BlockRenderer blocks={eligible} />}>
        <BlockRenderer blocks={terms} />
      </ReadingColumns>
      <BlockRenderer blocks={application} />
    </Page>
  );
}

export default CampaignPage;
