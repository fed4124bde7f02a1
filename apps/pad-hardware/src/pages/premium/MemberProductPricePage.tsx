import type { PageProps } from "@genbagura/routing";
import { CallToActionBlock, Notes, Page, PageHero, SiteLink, SpecTableBlock } from "@genbagura/ui";
import type { MemberProductContent } from "../../../content/premium/premiumContentTypes";
import { MemberSessionBar } from "./MemberSessionBar";

export default function MemberProductPricePage({ data }: PageProps<MemberProductContent>) {
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} meta={<MemberSessionBar text={data.session} />} />
      <SpecTableBlock caption={data.prices.caption} rows={data.prices.rows} />
      <section className="g-section" aria-labelledby="member-price-includes">
        <h2 className="g-section__heading" id="member-price-includes">
          {data.includes.heading}
        </h2>
        <ul className="g-prose__bullets">
          {data.includes.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <Notes items={data.notes} />
      <CallToActionBlock {...data.callToAction} />
      <p>
        <SiteLink href={data.back.href}>{data.back.label}</SiteLink>
      </p>
    </Page>
  );
}
