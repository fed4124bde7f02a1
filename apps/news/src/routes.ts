import type { RouteRegistration } from "@genbagura/routing";
import { campaignRoutes } from "./routes/campaigns";
import { caseRoutes } from "./routes/cases";
import { landingRoutes } from "./routes/landing";
import { newsRoutes } from "./routes/news";
import { seminarRoutes } from "./routes/seminars";
import { specialRoutes } from "./routes/special";

// Each area file belongs to one engineer; this module only concatenates them.
const routes: RouteRegistration[] = [
  ...newsRoutes,
  ...seminarRoutes,
  ...caseRoutes,
  ...campaignRoutes,
  ...specialRoutes,
  ...landingRoutes,
];

export default routes;
