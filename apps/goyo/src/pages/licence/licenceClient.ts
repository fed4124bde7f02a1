import { createHttpClient } from "@genbagura/http-client";

/** The licence flow gives up after 10 s and shows /timeoutError (ARCHITECTURE.md section 5). */
export const LICENCE_TIMEOUT_MS = 10_000;
/** The guarded page: where a login lands by default, and where an expired session returns after login. */
export const LICENCE_PAGE_PATH = "/license-deregister/license";

const http = createHttpClient({ timeoutMs: LICENCE_TIMEOUT_MS });

export interface LicenceSummary {
  /** Masked: `GYDX-****-****-7398`. */
  key: string;
  productName: string;
  holderName: string;
  maxActivations: number;
}

export interface ActivatedPc {
  id: string;
  pcName: string;
  /** ISO date-times. */
  activatedAt: string;
  lastSeenAt: string;
}

export interface LicenceActivations {
  licence: LicenceSummary;
  activations: ActivatedPc[];
}

/** The browser's side of `/api/licence/*`; every call raises the HTTP client's typed errors. */
export const licenceApi = {
  async login(input: {
    licenceKey: string;
    email: string;
    next: string | null;
  }): Promise<{ redirectTo: string }> {
    const response = await http.post<{ redirectTo: string }>("/api/licence/login", input);
    return response.data;
  },
  async activations(): Promise<LicenceActivations> {
    return (await http.get<LicenceActivations>("/api/licence/activations")).data;
  },
  async deregister(activationId: string): Promise<void> {
    await http.post("/api/licence/deregister", { activationId });
  },
  async logout(): Promise<void> {
    await http.post("/api/licence/logout");
  },
};
