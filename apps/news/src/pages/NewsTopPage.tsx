import { Link } from "@genbagura/routing";

export default function NewsTopPage() {
  return (
    <article>
      <h1>ニュース</h1>
      <p>製品のアップデート、キャンペーン、メンテナンスのお知らせ、プレスリリースを掲載しています。</p>
      <p>
        <Link to="/case">導入事例を見る</Link>
      </p>
    </article>
  );
}
