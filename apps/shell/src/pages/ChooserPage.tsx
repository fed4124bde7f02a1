import type { PageProps } from "@genbagura/routing";
import { ButtonLink, CallToActionBlock, Page, PageHero, Section, SiteLink } from "@genbagura/ui";
import type { ChooserPageData } from "./chooserData";

/** 「どれを選べばいい？」: every product family side by side, each card saying who it suits and how to start. */
export default function ChooserPage({ data }: PageProps<ChooserPageData>) {
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} />
      {data.sections.map((section) => (
        <Section key={section.heading} heading={section.heading} level={2} className="g-related">
          <p>{section.lead}</p>
          <ul className="g-related__list g-grid-list">
            {section.cards.map((card) => (
              <li className="g-related__item" key={card.href}>
                <SiteLink href={card.href} className="g-related__link">
                  {card.name}
                </SiteLink>
                <p className="g-related__description">{card.forWhom}</p>
                {card.priceFrom ? <p className="g-related__description">{card.priceFrom}</p> : null}
                <p>
                  <ButtonLink href={card.action.href} variant="secondary">
                    {card.action.label}
                  </ButtonLink>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <CallToActionBlock
        heading="迷ったときは、ご相談ください"
        body="現場の規模や工種、いまお使いの機器をうかがって、合う組み合わせをご提案します。"
        actions={[
          { label: "資料請求フォームへ進む", href: "/document", variant: "primary" },
          { label: "お問い合わせフォームへ進む", href: "/contact", variant: "secondary" },
        ]}
      />
    </Page>
  );
}
