import type { HeadingLevel } from "../blocks/Heading";
import { Section } from "../blocks/Section";
import { SiteLink } from "../components/SiteLink";
import type { CaseCardData, CaseCardsData, LogoWallData, WordmarkRef } from "../content/blocks";

/**
 * A customer's wordmark, generated from its name on the server; its size reserves the space. `eager` at the
 * top of a page (a case's hero), lazy further down.
 */
export function Wordmark({
  logo,
  className,
  eager = false,
}: {
  logo: WordmarkRef;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={logo.src}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** The customers whose cases the site tells, each wordmark a link to its case. */
export function LogoWallBlock({ heading, logos, more, level = 2 }: LogoWallData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-logo-wall">
      <ul className="g-wrap-list g-logo-wall__list">
        {logos.map((entry) => (
          <li key={entry.href} className="g-logo-wall__item">
            <SiteLink
              href={entry.href}
              className="g-logo-wall__link"
              aria-label={`${entry.logo.alt}の導入事例`}
            >
              <Wordmark logo={entry.logo} className="g-logo-wall__logo" />
            </SiteLink>
          </li>
        ))}
      </ul>
      <p className="g-logo-wall__more">
        <SiteLink href={more.href}>{more.label}</SiteLink>
      </p>
    </Section>
  );
}

/** One case as a card: the customer's wordmark, its tags, the title as a link, a key result and their words. */
export function CaseCard({ card, titleLevel }: { card: CaseCardData; titleLevel: HeadingLevel }) {
  const Title = `h${titleLevel}` as const;
  return (
    <li className="g-case-cards__card">
      <Wordmark logo={card.logo} className="g-case-cards__logo" />
      <ul className="g-wrap-list">
        {card.tags.map((tag) => (
          <li key={tag} className="g-tag">
            {tag}
          </li>
        ))}
      </ul>
      <Title className="g-case-cards__title">
        <SiteLink href={card.href} className="g-case-cards__link">
          {`${card.company}様 ${card.title}`}
        </SiteLink>
      </Title>
      {card.summary ? <p className="g-case-cards__summary">{card.summary}</p> : null}
      {card.keyResult ? (
        <div className="g-case-cards__result">
          <p className="g-case-cards__value">{card.keyResult.value}</p>
          <p className="g-case-cards__label">{card.keyResult.label}</p>
        </div>
      ) : null}
      {card.quote ? (
        <figure className="g-case-cards__quote">
          <blockquote>
            <p>{card.quote.text}</p>
          </blockquote>
          <figcaption>{`${card.quote.role} ${card.quote.speaker}`}</figcaption>
        </figure>
      ) : null}
    </li>
  );
}

/** Case cards under a heading, with a link to every case. */
export function CaseCardsBlock({
  heading,
  cards,
  more,
  level = 2,
}: CaseCardsData & { level?: HeadingLevel }) {
  const titleLevel = Math.min(level + 1, 6) as HeadingLevel;
  return (
    <Section heading={heading} level={level} className="g-case-cards">
      <ul className="g-case-cards__list g-grid-list">
        {cards.map((card) => (
          <CaseCard key={card.href} card={card} titleLevel={titleLevel} />
        ))}
      </ul>
      {more ? (
        <p className="g-case-cards__more">
          <SiteLink href={more.href}>{more.label}</SiteLink>
        </p>
      ) : null}
    </Section>
  );
}
