import type { PageProps } from "@genbagura/routing";
import { FaqPage, Page, RelatedLinksBlock } from "@genbagura/ui";
import type { FaqRouteData } from "../../content/pageData";

/** A searchable FAQ; the top page adds the index of the product FAQs under it. */
export default function FaqRoutePage({ data }: PageProps<FaqRouteData>) {
  return (
    <>
      <FaqPage data={data.faq} />
      {data.related ? (
        <Page>
          <RelatedLinksBlock {...data.related} />
        </Page>
      ) : null}
    </>
  );
}
