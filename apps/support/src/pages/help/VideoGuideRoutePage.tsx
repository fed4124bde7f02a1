import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, PageHero, Section, SiteLink } from "@genbagura/ui";
import { Fragment } from "react";
import type { GuideVideo, VideoGuidePageData } from "../../../content/supportHelp/videoGuideData";

/** One video: what it shows, where to watch it, and its transcript folded under a native disclosure. */
function GuideVideoEntry({ video }: { video: GuideVideo }) {
  return (
    <Section heading={video.title} level={3} className="g-prose">
      <div className="g-prose__text">
        <p>{`${video.product}・再生時間 ${video.duration}`}</p>
        <p>{video.summary}</p>
        <p>
          <SiteLink href={video.href}>{`「${video.title}」をYouTubeの現場蔵チャンネルで見る`}</SiteLink>
        </p>
        <details>
          <summary>{`「${video.title}」の文字起こしを読む`}</summary>
          {video.transcript.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
      </div>
    </Section>
  );
}

export default function VideoGuideRoutePage({ data }: PageProps<VideoGuidePageData>) {
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} />
      {data.categories.map((category) => (
        <Section
          key={category.id}
          id={category.id}
          heading={category.heading}
          level={2}
          className="g-video-guide"
        >
          {category.videos.map((video, index) => (
            // A rule between videos: the design system's element styles, so the page needs no stylesheet.
            <Fragment key={video.title}>
              {index > 0 ? <hr /> : null}
              <GuideVideoEntry video={video} />
            </Fragment>
          ))}
        </Section>
      ))}
      <BlockRenderer blocks={data.blocks} />
    </Page>
  );
}
