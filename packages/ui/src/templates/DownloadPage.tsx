import type { ReactNode } from "react";
import { BlockRenderer } from "../blocks/BlockRenderer";
import { Section } from "../blocks/Section";
import { SpecTableBlock } from "../blocks/SpecTableBlock";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { DownloadPageContent } from "../content/pages";
import { formatDateJa, toIsoDate } from "../format/date";

export interface DownloadPageProps {
  content: DownloadPageContent;
  /** A request form, for downloads that are sent after registration. */
  children?: ReactNode;
}

/** Guides and installers: each file with its format and size, the system requirements, an optional form. */
export function DownloadPage({ content, children }: DownloadPageProps) {
  const { title, lead, illustration, files, requirements, blocks } = content;
  return (
    <Page>
      <PageHero title={title} lead={lead} illustration={illustration} />
      {files.length > 0 ? (
        <Section heading="ダウンロードできるファイル" level={2} className="g-downloads">
          <ul className="g-downloads__list">
            {files.map((file) => (
              <li className="g-downloads__item" key={file.href}>
                <h3 className="g-downloads__name">{file.name}</h3>
                <p className="g-downloads__description">{file.description}</p>
                <p className="g-downloads__meta">
                  {`${file.format}・${file.size}`}
                  {file.updatedAt ? (
                    <>
                      (更新日:<time dateTime={toIsoDate(file.updatedAt)}>{formatDateJa(file.updatedAt)}</time>
                      )
                    </>
                  ) : null}
                </p>
                <a className="g-downloads__link" href={file.href}>
                  {`「${file.name}」をダウンロードする(${file.format}・${file.size})`}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {children ? (
        <Section heading="ダウンロードのお申し込み" level={2} className="g-downloads__form">
          {children}
        </Section>
      ) : null}
      {requirements ? (
        <SpecTableBlock {...requirements} heading={requirements.heading ?? "動作環境"} />
      ) : null}
      {blocks ? <BlockRenderer blocks={blocks} /> : null}
    </Page>
  );
}
