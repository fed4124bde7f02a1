type JsonObject = Record<string, unknown>;

/** The properties each schema.org type we publish must carry (Google's required fields, roughly). */
const requiredByType: Readonly<Record<string, readonly string[]>> = {
  Organization: ["name", "url"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  Product: ["name", "offers"],
  NewsArticle: ["headline", "datePublished"],
  Event: ["name", "startDate", "location"],
};

/** What is wrong with one JSON-LD object, as messages (empty when valid). */
export function structuredDataProblems(item: JsonObject): string[] {
  const type = String(item["@type"] ?? "");
  const problems: string[] = [];
  if (item["@context"] !== "https://schema.org")
    problems.push(`${type}: @context must be https://schema.org`);
  if (type === "FAQPage") problems.push("FAQPage markup is not published on this site");
  const required = requiredByType[type];
  if (!required) return [...problems, `unexpected @type ${type}`];
  for (const key of required) {
    if (item[key] === undefined || item[key] === "") problems.push(`${type}: missing ${key}`);
  }
  if (type === "BreadcrumbList") {
    const list = item.itemListElement as JsonObject[];
    list.forEach((element, index) => {
      if (element.position !== index + 1 || !element.name || !element.item) {
        problems.push(`BreadcrumbList: element ${index + 1} needs position, name and item`);
      }
    });
  }
  return problems;
}
