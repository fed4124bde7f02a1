import { brand, company, copyright, telHref } from "../siteIdentity";
import { footerGroups, legalLinks } from "../siteNav";
import { LinkGroups, LinkList } from "./LinkList";
import { Logo } from "./Logo";

export function SiteFooter() {
  return (
    <footer className="g-footer">
      <div className="g-footer__inner">
        <nav className="g-footer__nav" aria-label="フッターナビゲーション">
          <LinkGroups groups={footerGroups} classPrefix="g-footer__" />
        </nav>
        <div className="g-footer__company">
          <Logo />
          <p className="g-footer__tagline">{brand.tagline}</p>
          <address className="g-footer__address">
            <span className="g-footer__company-name">{company.name}</span>
            <span>
              〒{company.postalCode} {company.address}
            </span>
            <span>
              {company.phone.label}:
              <a className="g-footer__tel" href={telHref(company.phone.number)}>
                {company.phone.number}
              </a>
            </span>
            <span>
              {company.supportPhone.label}:
              <a className="g-footer__tel" href={telHref(company.supportPhone.number)}>
                {company.supportPhone.number}
              </a>
            </span>
            <span>受付時間:{company.businessHours}</span>
          </address>
        </div>
      </div>
      <div className="g-footer__bottom">
        <LinkList links={legalLinks} className="g-footer__legal" linkClassName="g-footer__legal-link" />
        <p className="g-footer__copyright">
          <small>{copyright}</small>
        </p>
      </div>
    </footer>
  );
}
