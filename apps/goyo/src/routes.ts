import type { RouteRegistration } from "@genbagura/routing";
import { certificateRoutes } from "./routes/certificates";
import { kokubanRoutes } from "./routes/kokuban";
import { landingRoutes } from "./routes/landing";
import { licenceRoutes } from "./routes/licence";
import { ordermadeRoutes } from "./routes/ordermade";
import { productRoutes } from "./routes/products";
import { softwareRoutes } from "./routes/software";

// The federated `./routes` module: registrations only, every page and content behind a lazy import.
const routes: RouteRegistration[] = [
  ...productRoutes,
  ...kokubanRoutes,
  ...certificateRoutes,
  ...landingRoutes,
  ...ordermadeRoutes,
  ...softwareRoutes,
  ...licenceRoutes,
];

export default routes;
