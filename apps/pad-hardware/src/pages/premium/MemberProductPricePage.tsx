import type { PageProps } from "@genbagura/routing";
import { Heading, SiteLink, SpecTableBlock } from "@genbagura/ui";
import type { MemberProductContent } from "../../../content/premium/premiumContentTypes";
import { MemberPage } from "./MemberPage";

export default function MemberProductPricePage({ data }: PageProps<MemberProductContent>) {
  return (
    <MemberPage
      frame={data}
      after={
        <p>
          <SiteLink href={data.back.href}>{data.back.label}</SiteLink>
        </p>
      }
    >
      <SpecTableBlock caption={data.prices.caption} rows={data.prices.rows} />
      <section className="g-section" aria-labelledby="member-price-includes">
        <Heading level={2} className="g-section__heading" id="member-price-includes">
          {data.includes.heading}
        </Heading>
        <ul className="g-prose__bullets">
          {data.includes.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </MemberPage>
  );
}
