import type { PageProps } from "@genbagura/routing";
import { Link } from "@genbagura/routing";

export default function CloudTopPage(_props: PageProps) {
  return (
    <article>
      <h1>現場蔵クラウド</h1>
      <p>工事写真をクラウドで共有します。</p>
      <Link to="/news">ニュース</Link>
    </article>
  );
}
