import type { HighlightItem, PageProps } from "@genbagura/routing";
import { Link } from "@genbagura/routing";
import { ButtonLink, siteConfig } from "@genbagura/ui";

export interface HomePageData {
  news: HighlightItem[];
  cases: HighlightItem[];
}

const families = [
  {
    title: "現場蔵クラウド",
    href: "/cloud",
    body: "撮った工事写真と電子小黒板を、現場と事務所で同時に共有します。台帳・図面・報告書もひとつの場所にまとまります。",
  },
  {
    title: "工事写真専用タブレット",
    href: "/pad",
    body: "IP68(防塵・防水等級)のタフな本体に、電子小黒板アプリとカメラを一体化。雨の日の現場でも片手で撮影できます。",
  },
  {
    title: "御用達・工事黒板",
    href: "/goyo",
    body: "電子小黒板の情報から写真を自動で仕分け、工事写真台帳を作ります。改ざん検知に対応し、公共工事の提出にも使えます。",
  },
  {
    title: "サポート・よくあるご質問",
    href: "/faq",
    body: "導入前のご相談から操作方法まで、よくあるご質問と資料、サポートセンターでお手伝いします。",
  },
  {
    title: "ニュース・セミナー・導入事例",
    href: "/news",
    body: "製品のお知らせ、オンラインセミナー、全国の建設会社の導入事例をご紹介します。",
  },
] as const;

function HighlightList({ items, emptyText }: { items: HighlightItem[]; emptyText: string }) {
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className="g-home__list">
      {items.map((item) => (
        <li key={item.href}>
          {item.date && <time dateTime={item.date}>{item.date}</time>}{" "}
          <Link to={item.href}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function HomePage({ data }: PageProps<HomePageData>) {
  return (
    <div className="g-home">
      <section className="g-home__hero" aria-labelledby="home-title">
        <p className="g-home__tagline">{siteConfig.brand.tagline}</p>
        <h1 id="home-title">工事写真の撮影から台帳づくりまで、現場の手間をひとつに</h1>
        <p>
          {siteConfig.brand.name}
          は、電子小黒板アプリ、工事写真台帳ソフト、クラウド、工事写真専用タブレットで、撮影・整理・提出の流れをつなぎます。導入企業
          {siteConfig.claims.companies}、利用者{siteConfig.claims.users}にご利用いただいています。
        </p>
        <p className="g-home__actions">
          <ButtonLink href="/document" variant="primary">
            製品資料を請求する
          </ButtonLink>
          <ButtonLink href="/contact">導入について相談する</ButtonLink>
        </p>
      </section>
      <section aria-labelledby="home-families">
        <h2 id="home-families">製品とサービス</h2>
        <ul className="g-home__families">
          {families.map((family) => (
            <li key={family.href}>
              <h3>
                <Link to={family.href}>{family.title}</Link>
              </h3>
              <p>{family.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-news">
        <h2 id="home-news">最新のお知らせ</h2>
        <HighlightList items={data.news} emptyText="現在お知らせはありません。" />
        <p>
          <Link to="/news">お知らせの一覧を見る</Link>
        </p>
      </section>
      <section aria-labelledby="home-cases">
        <h2 id="home-cases">導入事例</h2>
        <HighlightList items={data.cases} emptyText="導入事例は準備ができしだい掲載します。" />
        <p>
          <Link to="/case">導入事例の一覧を見る</Link>
        </p>
      </section>
    </div>
  );
}
