import { brand, company, copyright, telHref } from "../siteIdentity";
import { footerGroups, legalLinks } from "../siteNav";
import { LinkGroups, LinkList, type NavLink } from "./LinkList";
import { Logo } from "./Logo";

/** `full` on site pages; `slim` on advertising landing pages, which keep the visitor on their form. */
export type FooterVariant = "full" | "slim";

type Phone = (typeof company)["phone" | "supportPhone"];

interface FooterParts {
  /** The footer's groups of site links (the site menu). */
  siteMenu: boolean;
  /** The logo, the tagline and the postal address. */
  identity: boolean;
  phones: readonly Phone[];
  /** The bottom line's links. */
  links: readonly NavLink[];
}

function legalLink(href: string): NavLink {
  const link = legalLinks.find((item) => item.href === href);
  if (!link) throw new Error(`No legal link ${href} in siteNav`);
  return link;
}

/**
 * What each footer shows. The slim one names who is behind the page and how to reach them (the sales
 * line and its hours), and the pages a visitor checks before giving their details; no menu leads away.
 */
export const footerParts: Readonly<Record<FooterVariant, FooterParts>> = {
  full: {
    siteMenu: true,
    identity: true,
    phones: [company.phone, company.supportPhone],
    links: legalLinks,
  },
  slim: {
    siteMenu: false,
    identity: false,
    phones: [company.phone],
    links: [
      legalLink("/privacy"),
      legalLink("/terms/genbagura_service"),
      { label: "会社概要", href: "/about" },
    ],
  },
};

export function SiteFooter({ variant = "full" }: { variant?: FooterVariant }) {
  const parts = footerParts[variant];
  return (
    <footer className={variant === "slim" ? "g-footer g-footer--slim" : "g-footer"}>
      <div className="g-footer__inner">
        {parts.siteMenu ? (
          <nav className="g-footer__nav" aria-label="フッターナビゲーション">
            <LinkGroups groups={footerGroups} classPrefix="g-footer__" />
          </nav>
        ) : null}
        <div className="g-footer__company">
          {parts.identity ? (
            <>
              <Logo />
              <p className="g-footer__tagline">{brand.tagline}</p>
            </>
          ) : null}
          <address className="g-footer__address">
            <span className="g-footer__company-name">{company.name}</span>
            {parts.identity ? (
              <span>
                〒{company.postalCode} {company.address}
              </span>
            ) : null}
            {parts.phones.map((phone) => (
              <span key={phone.number}>
                {phone.label}:
                <a className="g-footer__tel" href={telHref(phone.number)}>
                  {phone.number}
                </a>
              </span>
            ))}
            <span>受付時間:{company.businessHours}</span>
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
