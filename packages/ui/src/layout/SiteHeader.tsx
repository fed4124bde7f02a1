import { useLocation } from "@genbagura/routing";
import { type KeyboardEvent, useRef } from "react";
import { ButtonLink } from "../components/ButtonLink";
import { SiteLink } from "../components/SiteLink";
import { globalNav, headerActions } from "../siteNav";
import { LinkGroups, LinkList } from "./LinkList";
import { Logo } from "./Logo";
import { groupCurrent, linkCurrent } from "./navigationState";
import { SiteSearchForm } from "./SiteSearchForm";

export type SiteHeaderVariant = "full" | "simple";

export interface SiteHeaderProps {
  /** `simple` keeps only the logo and the two buttons (landing pages). */
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
        {variant === "full" ? (
          <nav className="g-header__nav" aria-label="グローバルナビゲーション">
            <LinkList
              links={globalNav}
              className="g-header__nav-list"
              linkClassName="g-header__nav-link"
              current={(group) => groupCurrent(group, pathname)}
            />
          </nav>
        ) : null}
        {variant === "full" ? <SiteSearchForm id="site-search-header" placement="header" /> : null}
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
        <LinkGroups
          groups={globalNav}
          classPrefix="g-header__menu-"
          current={(href) => linkCurrent(href, pathname)}
        />
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
