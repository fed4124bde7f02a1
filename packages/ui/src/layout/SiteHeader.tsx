import { useLocation } from "@genbagura/routing";
import { type KeyboardEvent, useRef } from "react";
import { ButtonLink } from "../components/ButtonLink";
import { SiteLink } from "../components/SiteLink";
import { company, telHref } from "../siteIdentity";
import { globalNav, headerActions } from "../siteNav";
import { Logo } from "./Logo";
import { NavGroupMenus } from "./NavGroupMenus";
import { SiteSearchForm } from "./SiteSearchForm";

export type SiteHeaderVariant = "full" | "simple";

export interface SiteHeaderProps {
  /** `simple` keeps only the logo and the two buttons (landing pages), one of them on a phone. */
  variant: SiteHeaderVariant;
}

const { documentRequest, contact } = headerActions;

export function SiteHeader({ variant }: SiteHeaderProps) {
  const { pathname } = useLocation();
  return (
    <header className={`g-header g-header--${variant}`}>
      <div className="g-header__bar">
        <SiteLink href="/" className="g-header__home">
          <Logo />
          <span className="g-visually-hidden">トップページ</span>
        </SiteLink>
        {variant === "full" ? <DesktopMenus pathname={pathname} /> : null}
        <div className="g-header__actions">
          <ButtonLink href={documentRequest.href}>{documentRequest.label}</ButtonLink>
          <span className="g-header__secondary-action">
            <ButtonLink href={contact.href} variant="secondary">
              {contact.label}
            </ButtonLink>
          </span>
        </div>
        {/* Keyed by path: a client-side navigation remounts the menu closed. */}
        {variant === "full" ? <MobileMenu key={pathname} pathname={pathname} /> : null}
      </div>
    </header>
  );
}

/**
 * The desktop bar's dropdowns and its search button: native disclosures sharing one `name`, so opening one
 * closes the others, without JavaScript.
 */
function DesktopMenus({ pathname }: { pathname: string }) {
  return (
    <>
      <nav className="g-header__nav" aria-label="グローバルナビゲーション">
        <NavGroupMenus groups={globalNav} pathname={pathname} classPrefix="g-nav__" exclusive="g-nav" />
      </nav>
      <details className="g-header__search" name="g-nav">
        <summary className="g-header__search-button">
          <span className="g-header__search-icon" aria-hidden="true" />
          検索
        </summary>
        <SiteSearchForm id="site-search-header" placement="header" />
      </details>
    </>
  );
}

/**
 * The small-screen menu is a native disclosure, so it opens without JavaScript and by keyboard.
 * With JavaScript it also closes on Escape.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    detailsRef.current.open = false;
    summaryRef.current?.focus();
  }

  return (
    <details className="g-header__menu" ref={detailsRef} onKeyDown={closeOnEscape}>
      <summary className="g-header__menu-button" ref={summaryRef}>
        <span className="g-header__menu-icon" aria-hidden="true" />
        メニュー
      </summary>
      <nav className="g-header__menu-panel" aria-label="メニュー">
        <SiteSearchForm id="site-search-menu" placement="menu" />
        <NavGroupMenus groups={globalNav} pathname={pathname} classPrefix="g-menu__" />
        <p className="g-header__menu-call">
          <span className="g-header__menu-call-label">お電話でのご相談</span>
          <a className="g-header__menu-call-number" href={telHref(company.phone.number)}>
            {company.phone.number}
          </a>
          <span>{company.businessHours}</span>
        </p>
        <div className="g-header__menu-actions">
          <ButtonLink href={documentRequest.href}>{documentRequest.label}</ButtonLink>
          <ButtonLink href={contact.href} variant="secondary">
            {contact.label}
          </ButtonLink>
        </div>
      </nav>
    </details>
  );
}
