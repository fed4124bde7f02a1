import type { Breadcrumb, LayoutName } from "@genbagura/routing";
import { Breadcrumbs, SiteFooter, SiteHeader, SkipLink } from "@genbagura/ui";
import { type ReactNode, Suspense } from "react";
import { layoutTable } from "./layoutTable";

interface LayoutProps {
  name: LayoutName;
  breadcrumbs: Breadcrumb[];
  /** The page's entrance transition, on `<main>` (pages of `no-layout` bring their own main). */
  transition?: boolean;
  children: ReactNode;
}

/** Renders one of the seven layouts from its row in `layoutTable`. */
export function Layout({ name, breadcrumbs, transition = false, children }: LayoutProps) {
  const spec = layoutTable[name];
  const trail: Breadcrumb[] = [{ label: "ホーム", href: "/" }, ...breadcrumbs];
  return (
    <>
      {spec.main && <SkipLink />}
      {spec.header && <SiteHeader variant={spec.header} />}
      {spec.main ? (
        <main
          id="main"
          className={transition ? `${spec.mainClass} g-page-transition` : spec.mainClass}
          tabIndex={-1}
        >
          {spec.breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={trail} />}
          {children}
        </main>
      ) : (
        children
      )}
      {spec.footer && (
        <Suspense fallback={null}>
          <SiteFooter variant={spec.footer} />
        </Suspense>
      )}
    </>
  );
}
