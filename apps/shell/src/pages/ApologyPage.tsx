import { brand, claims, Logo, Page } from "@genbagura/ui";
import { useNavigate } from "react-router";

/** The apology page (spec section 2, "Error pages"): `/error`, `/error/500` and any unexpected error. */
export function ApologyPage() {
  const navigate = useNavigate();
  return (
    <Page narrow>
      <section className="g-error" aria-labelledby="error-title">
        <Logo />
        <h1 id="error-title" className="g-error__title">
          ページを正しく表示できませんでした
        </h1>
        <p>
          申し訳ございません。ただいまページを正しく表示できませんでした。お手数ですが、トップページにもどってから再度お試しください。
        </p>
        <p>
          {brand.name}は{claims.usedBy}に選ばれ、導入企業{claims.companies}
          、利用者{claims.users}にご利用いただいています。
        </p>
        <p>
          <a
            className="g-button g-button--primary"
            href="/"
            onClick={(event) => {
              event.preventDefault();
              navigate("/", { replace: true });
            }}
          >
            トップページにもどる
          </a>
        </p>
      </section>
    </Page>
  );
}

export default function ApologyRoutePage() {
  return <ApologyPage />;
}
