import type { ContentBlock } from "@genbagura/ui";

/** The data of the video guide page: how-to videos on the brand's YouTube channel, with transcripts. */

export interface GuideVideo {
  title: string;
  /** e.g. 3分40秒 */
  duration: string;
  /** The product the video is about, as the site names it. */
  product: string;
  summary: string;
  /** Where the video is watched: on the brand's YouTube channel. */
  href: string;
  /** The narration as text, paragraph by paragraph, for visitors who cannot play the video. */
  transcript: readonly string[];
}

export interface VideoGuideCategory {
  /** The section's anchor. */
  id: string;
  heading: string;
  videos: readonly GuideVideo[];
}

export interface VideoGuidePageData {
  title: string;
  lead: string;
  categories: readonly VideoGuideCategory[];
  /** Sections after the videos (related pages, the way to the support desk). */
  blocks: readonly ContentBlock[];
}
