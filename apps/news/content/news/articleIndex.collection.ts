import { type ArticleIndex, articleIndexOf, loadArticleFiles } from "./articleFiles";

/**
 * Every article's section, id and category, without its text: what the routes validate, prerender
 * and paginate from, so the routes never download an article. The collection loader runs this module at
 * build time and the bundles get the data (packages/collections).
 */
export const articleIndex: ArticleIndex = articleIndexOf(loadArticleFiles());
