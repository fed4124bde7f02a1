import { siteConfig } from "@genbagura/ui";

interface NewsArticleFacts {
  title: string;
  description: string;
  path: string;
  /** ISO dates. */
  publishedAt: string;
  updatedAt?: string;
  section: string;
}

const publisher = {
  "@type": "Organization",
  name: siteConfig.company.name,
  url: siteConfig.origin,
  logo: { "@type": "ImageObject", url: `${siteConfig.origin}/logo.svg` },
};

/** schema.org NewsArticle for one article page. */
export function newsArticleJsonLd(article: NewsArticleFacts): Record<string, unknown> {
  const url = new URL(article.path, siteConfig.origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.description,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    articleSection: article.section,
    inLanguage: "ja",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${siteConfig.origin}/og/default.png`,
    author: publisher,
    publisher,
  };
}
