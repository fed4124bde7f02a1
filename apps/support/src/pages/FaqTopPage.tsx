import { Link } from "@genbagura/routing";

export default function FaqTopPage() {
  return (
    <article>
      <h1>よくあるご質問</h1>
      <p>製品ごとに、お客様から多く寄せられるご質問と回答をまとめています。解決しない場合はサポートセンターへお問い合わせください。</p>
      <ul>
        <li>
          <Link to="/faq/cloud">現場蔵クラウドのよくあるご質問</Link>
        </li>
      </ul>
    </article>
  );
}
