import type { RouteRegistration } from "@genbagura/routing";
import { areaRoutes } from "./routes/areaRoutes";
import { softwareDownloadRoutes } from "./routes/softwareDownloadRoutes";
import { supportFaqRoutes } from "./routes/supportFaqRoutes";
import { supportHelpRoutes } from "./routes/supportHelpRoutes";

// The support family's federated `./routes` module: it only concatenates the area files.
const routes: RouteRegistration[] = [
  ...areaRoutes,
  ...softwareDownloadRoutes,
  ...supportHelpRoutes,
  ...supportFaqRoutes,
];

export default routes;
