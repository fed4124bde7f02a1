import type { PageProps } from "@genbagura/routing";
import { ProductPage } from "@genbagura/ui";
import type { CloudProductPageData } from "../../content/pageData";
import { AppDownloadPanel } from "../components/AppDownloadPanel";
import { ScreenShowcaseSection } from "../components/ScreenShowcaseSection";

/**
 * Every product and feature page of the cloud family: the product template, with the drawn app screen
 * after the hero and, on the iOS app's pages, the ways to get the app.
 */
export default function CloudProductRoutePage({ data }: PageProps<CloudProductPageData>) {
  const { content, app } = data;
  return (
    <ProductPage
      data={content}
      visual={
        <>
          {app ? (
            <div className="g-block">
              <AppDownloadPanel app={app} />
            </div>
          ) : null}
          <div className="g-block">
            <ScreenShowcaseSection showcase={content.showcase} />
          </div>
        </>
      }
    />
  );
}
