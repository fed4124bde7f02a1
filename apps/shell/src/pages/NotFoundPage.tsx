import { RelatedLinksBlock } from "@genbagura/ui";
import { ErrorPage } from "./ErrorPage";

interface NotFoundPageProps {
  message: string;
}

/** 404: what was asked for, and the ways on. */
export function NotFoundPage({ message }: NotFoundPageProps) {
  return (
    <ErrorPage
      title="お探しのページが見つかりません"
      after={
        <RelatedLinksBlock
          heading="こちらからお探しください"
          links={[
            { label: "トップページへ", href: "/" },
            { label: "サイトマップで探す", href: "/sitemap" },
            { label: "よくあるご質問を見る", href: "/faq" },
            { label: "お問い合わせフォームへ", href: "/contact" },
          ]}
        />
      }
    >
      <p>
        URLが変更されたか、ページが削除された可能性があります。アドレスをご確認のうえ、下のリンクからお探しください。
      </p>
      <p className="g-error__detail">
        <code>{message}</code>
      </p>
    </ErrorPage>
  );
}
