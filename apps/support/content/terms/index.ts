import type { LegalPageContent } from "@genbagura/ui";
import { enterpriseTerms } from "./enterprise";
import { enterpriseDataStorageTerms } from "./enterpriseDs";
import { repairTerms } from "./repair";
import { serviceTerms } from "./service";
import { servicePartnerTerms } from "./servicePartner";

export const termsPages: Readonly<Record<string, LegalPageContent>> = {
  "/terms/genbagura_service": serviceTerms,
  "/terms/genbagura_service/partner": servicePartnerTerms,
  "/terms/genbagura_enterprise": enterpriseTerms,
  "/terms/genbagura_enterprise_ds": enterpriseDataStorageTerms,
  "/terms/genbagura_repair": repairTerms,
};
