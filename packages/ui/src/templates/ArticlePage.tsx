import { BlockRenderer } from "../blocks/BlockRenderer";
import { RelatedLinksBlock } from "../blocks/RelatedLinksBlock";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import { ReadingColumns } from "../components/ReadingColumns";
import { ShareLinks } from "../components/ShareLinks";
import { SiteLink } from "../components/SiteLink";
import type { ArticlePageContent } from "../content/pages";
import { formatDateJa, toIsoDate } from "../format/date";
import { siteOrigin } from "../siteIdentity";

/** News, press releases and announcements. */
export function ArticlePage({ data: content }: { data: ArticlePageContent }) {
  const { title, publishedAt, updatedAt, category, path, lead, blocks, related } = content;
  const meta = (
    <p className="g-article__meta">
      {/* Spaces between date, category and update date, so that copied or extracted text keeps them apart
          (「2025年11月27日 年末年始休業」); the flex gap lays them out. */}
      <time dateTime={toIsoDate(publishedAt)}>{formatDateJa(publishedAt)}</time>{" "}
      <SiteLink href={category.href} className="g-article__category">
        {category.label}
      </SiteLink>
      {updatedAt ? " " : null}
      {updatedAt ? (
        <span>
          更新日:<time dateTime={toIsoDate(updatedAt)}>{formatDateJa(updatedAt)}</time>
        </span>
      ) : null}
    </p>
  );
  return (
    <Page as="article" narrow>
      <PageHero title={title} lead={lead} meta={meta} />
      <ReadingColumns
        aside={
          <>
            <ShareLinks url={new URL(path, siteOrigin).href} title={title} />
            {related.length > 0 ? <RelatedLinksBlock heading="関連記事" links={related} /> : null}
          </>
        }
      >
        <BlockRenderer blocks={blocks} />
      </ReadingColumns>
    </Page>
  );
}

export default ArticlePage;
