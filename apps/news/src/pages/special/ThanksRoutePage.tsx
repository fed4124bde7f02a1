import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, Section, ThanksPage } from "@genbagura/ui";

import type { ThanksRouteData } from "../../../content/pageData";

export default function ThanksRoutePage({ data }: PageProps<ThanksRouteData>) {
  return (
    <>
      <ThanksPage data={data.thanks} />
      {data.document ? (
        <Page as="article">
          <Section heading={data.document.title} level={2} className="g-booklet" id="document">
            <BlockRenderer blocks={data.document.blocks} level={3} />
          </Section>
        </Page>
      ) : null}
    </>
  );
}
