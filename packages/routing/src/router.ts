// The only door to the router for remotes and packages: the shell shares `react-router` as a singleton,
// and routing through this module keeps the surface remotes use small and visible.

export type { LinkProps, NavLinkProps } from "react-router";
export {
  Form,
  Link,
  NavLink,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from "react-router";
