import { SiteLink } from "../components/SiteLink";
import { footerGroups, legalLinks } from "../siteConfig";
import { brand, company, copyright, telHref } from "../siteIdentity";
import { Logo } from "./Logo";

export function SiteFooter() {
  return (
    <footer className="g-footer">
      <div className="g-footer__inner">
        <nav className="g-footer__nav" aria-label="フッターナビゲーション">
          <ul className="g-footer__groups">
            {footerGroups.map((group) => (
              <li className="g-footer__group" key={group.label}>
                <SiteLink href={group.href} className="g-footer__group-link">
                  {group.label}
                </SiteLink>
                <ul className="g-footer__links">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href} className="g-footer__link">
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
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
        <ul className="g-footer__legal">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className="g-footer__legal-link">
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <p className="g-footer__copyright">
          <small>{copyright}</small>
        </p>
      </div>
    </footer>
  );
}
