import type { PageProps } from "@genbagura/routing";
import { SiteLink, SpecTableBlock } from "@genbagura/ui";
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
        <h2 className="g-section__heading" id="member-price-includes">
          {data.includes.heading}
        </h2>
        <ul className="g-prose__bullets">
          {data.includes.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </MemberPage>
  );
}
