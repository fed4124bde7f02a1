import { Link } from "react-router";

interface NotFoundPageProps {
  message: string;
}

/** 404: what was asked for, and the ways on. */
export function NotFoundPage({ message }: NotFoundPageProps) {
  return (
    <section className="g-error" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="g-error__title">
        お探しのページが見つかりません
      </h1>
      <p className="g-error__lead">
        URLが変更されたか、ページが削除された可能性があります。アドレスをご確認のうえ、下のリンクからお探しください。
      </p>
      <p className="g-error__detail">
        <code>{message}</code>
      </p>
      <ul className="g-error__links">
        <li>
          <Link to="/">トップページ</Link>
        </li>
        <li>
          <Link to="/sitemap">サイトマップ</Link>
        </li>
        <li>
          <Link to="/faq">よくあるご質問</Link>
        </li>
        <li>
          <Link to="/contact">お問い合わせ</Link>
        </li>
      </ul>
    </section>
  );
}
