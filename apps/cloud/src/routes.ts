import type { RouteRegistration } from "@genbagura/routing";
import { appRoutes } from "./routes/appRoutes";
import { featureRoutes } from "./routes/featureRoutes";
import { landingRoutes } from "./routes/landingRoutes";
import { productRoutes } from "./routes/productRoutes";
import { serviceRoutes } from "./routes/serviceRoutes";

// The federated `./routes` module: registrations only, every page and content behind a lazy import.
const routes: RouteRegistration[] = [
  ...serviceRoutes,
  ...featureRoutes,
  ...appRoutes,
  ...landingRoutes,
  ...productRoutes,
];

export default routes;
