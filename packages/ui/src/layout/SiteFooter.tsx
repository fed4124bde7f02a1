import { brand, company, copyright, telHref } from "../siteIdentity";
import { footerGroups, legalLinks } from "../siteNav";
import { PhraseSpan } from "../text/Phrased";
import { LinkGroups, LinkList, type NavLink } from "./LinkList";
import { Logo } from "./Logo";

/** `full` on site pages; `slim` on advertising landing pages, which keep the visitor on their form. */
export type FooterVariant = "full" | "slim";

/**
 * What each footer shows. The slim one names who is behind the page and how to reach them (the sales
 * line and its hours), and the pages a visitor checks before giving their details; no menu leads away.
 * (Kept small: the footer is in the shell's first script of every page.)
 */
export const footerParts: Readonly<
  Record<
    FooterVariant,
    {
      siteMenu: boolean;
      phones: readonly (typeof company)["phone" | "supportPhone"][];
      links: readonly NavLink[];
    }
  >
> = {
  full: { siteMenu: true, phones: [company.phone, company.supportPhone], links: legalLinks },
  slim: {
    siteMenu: false,
    phones: [company.phone],
    // プライバシーポリシー and 利用規約 (the tuple's types say which), then 会社概要.
    links: [legalLinks[0], legalLinks[3], { label: "会社概要", href: "/about" }],
  },
};

/**
 * A postal address as the phrases a line may end between: the prefecture, the ward or city, the district
 * with its 丁目, the block number (「8番4号」), then the building (after the space) whole. 「ミ / ライ神田ビル」 never.
 */
export function addressPhrases(address: string): string[] {
  const space = address.indexOf(" ");
  const street = space < 0 ? address : address.slice(0, space);
  const phrases = street.split(/(?<=[都道府県区市郡]|丁目)/u).filter((part) => part !== "");
  return space < 0 ? phrases : [...phrases, address.slice(space)];
}

export function SiteFooter({ variant = "full" }: { variant?: FooterVariant }) {
  const parts = footerParts[variant];
  return (
    <footer className={`g-footer g-footer--${variant}`}>
      <div className="g-footer__inner">
        {parts.siteMenu ? (
          <nav className="g-footer__nav" aria-label="フッターナビゲーション">
            <LinkGroups groups={footerGroups} classPrefix="g-footer__" />
          </nav>
        ) : null}
        <div className="g-footer__company">
          {parts.siteMenu ? (
            <>
              <Logo />
              <p className="g-footer__tagline">{brand.tagline}</p>
            </>
          ) : null}
          <address className="g-footer__address">
            <span className="g-footer__company-name">{company.name}</span>
            {parts.siteMenu ? (
              <PhraseSpan phrases={[`〒${company.postalCode} `, ...addressPhrases(company.address)]} />
            ) : null}
            {parts.phones.map((phone) => (
              <span key={phone.number}>
                {phone.label}:
                <a className="g-footer__tel" href={telHref(phone.number)}>
                  {phone.number}
                </a>
              </span>
            ))}
            <PhraseSpan phrases={[`受付時間:${company.businessHours}`]} />
          </address>
        </div>
      </div>
      <div className="g-footer__bottom">
        <LinkList links={parts.links} className="g-footer__legal" linkClassName="g-footer__legal-link" />
        <p className="g-footer__copyright">
          <small>{copyright}</small>
        </p>
      </div>
    </footer>
  );
}
