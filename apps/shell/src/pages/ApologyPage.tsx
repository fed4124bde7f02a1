import { brand, claims, Logo } from "@genbagura/ui";
import { useNavigate } from "react-router";
import { ErrorPage } from "./ErrorPage";

/** The apology page (spec section 2, "Error pages"): `/error`, `/error/500` and any unexpected error. */
export function ApologyPage() {
  const navigate = useNavigate();
  return (
    <ErrorPage title="ページを正しく表示できませんでした" before={<Logo />}>
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
    </ErrorPage>
  );
}

export default function ApologyRoutePage() {
  return <ApologyPage />;
}
