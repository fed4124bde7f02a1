import type { ContentBlock } from "../content/blocks";
import { CaseCardsBlock, LogoWallBlock } from "../proof/CustomerProof";
import { CallToActionBlock } from "./CallToActionBlock";
import { DataTableBlock } from "./DataTableBlock";
import { FaqBlock } from "./FaqBlock";
import { FeaturesBlock } from "./FeaturesBlock";
import { FiguresBlock } from "./FiguresBlock";
import type { HeadingLevel } from "./Heading";
import { Notes } from "./Notes";
import { NoticeBlock } from "./NoticeBlock";
import { PriceTableBlock } from "./PriceTableBlock";
import { ProseBlock } from "./ProseBlock";
import { QuoteBlock } from "./QuoteBlock";
import { RelatedLinksBlock } from "./RelatedLinksBlock";
import { SpecTableBlock } from "./SpecTableBlock";
import { StepsBlock } from "./StepsBlock";

export interface BlockRendererProps {
  blocks: readonly ContentBlock[];
  /** Level of the blocks' own headings; 2 directly under the page title. */
  level?: HeadingLevel;
}

function renderBlock(block: ContentBlock, level: HeadingLevel) {
  switch (block.kind) {
    case "prose":
      return <ProseBlock {...block} level={level} />;
    case "features":
      return <FeaturesBlock {...block} level={level} />;
    case "specTable":
      return <SpecTableBlock {...block} level={level} />;
    case "table":
      return <DataTableBlock {...block} level={level} />;
    case "priceTable":
      return <PriceTableBlock {...block} level={level} />;
    case "faq":
      return <FaqBlock {...block} level={level} />;
    case "steps":
      return <StepsBlock {...block} level={level} />;
    case "callToAction":
      return <CallToActionBlock {...block} level={level} />;
    case "relatedLinks":
      return <RelatedLinksBlock {...block} level={level} />;
    case "quote":
      return <QuoteBlock {...block} />;
    case "figures":
      return <FiguresBlock {...block} level={level} />;
    case "notice":
      return <NoticeBlock {...block} level={level} />;
    case "notes":
      return <Notes items={block.items} />;
    case "logoWall":
      return <LogoWallBlock {...block} level={level} />;
    case "caseCards":
      return <CaseCardsBlock {...block} level={level} />;
  }
}

/** Renders content blocks in order; each block is one child of the page's vertical rhythm. */
export function BlockRenderer({ blocks, level = 2 }: BlockRendererProps) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks have no natural id and are static content, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <div className="g-block" key={index}>
          {renderBlock(block, level)}
        </div>
      ))}
    </>
  );
}
