import type { RouteRegistration } from "@genbagura/routing";
import { campaignRoutes } from "./routes/campaignRoutes";
import { landingRoutes } from "./routes/landingRoutes";
import { premiumRoutes } from "./routes/premium";
import { pricingRoutes } from "./routes/pricingRoutes";
import { productRoutes } from "./routes/productRoutes";

// The federated `./routes` module: registrations only, every page and content behind a lazy import.
const routes: RouteRegistration[] = [
  ...productRoutes,
  ...pricingRoutes,
  ...campaignRoutes,
  ...landingRoutes,
  ...premiumRoutes,
];

export default routes;
