import type { RouteRegistration } from "@genbagura/routing";
import { contactRoutes } from "./routes/contactRoutes";
import { documentRoutes } from "./routes/documentRoutes";
import { downloadRoutes } from "./routes/downloadRoutes";
import { faqRoutes } from "./routes/faqRoutes";
import { requestRoutes } from "./routes/requestRoutes";
import { softwareDownloadRoutes } from "./routes/softwareDownloadRoutes";
import { supportFaqRoutes } from "./routes/supportFaqRoutes";
import { supportHelpRoutes } from "./routes/supportHelpRoutes";
import { supportRoutes } from "./routes/supportRoutes";
import { termsRoutes } from "./routes/termsRoutes";

// The support family's federated `./routes` module: it only concatenates the area files.
const routes: RouteRegistration[] = [
  ...supportRoutes,
  ...faqRoutes,
  ...contactRoutes,
  ...documentRoutes,
  ...requestRoutes,
  ...downloadRoutes,
  ...termsRoutes,
  ...softwareDownloadRoutes,
  ...supportHelpRoutes,
  ...supportFaqRoutes,
];

export default routes;
