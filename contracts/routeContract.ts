import {
  type AppName,
  guardNames,
  layoutNames,
  ownerOf,
  ownershipTable,
  type RouteRegistration,
} from "@genbagura/routing";

export interface ContractProblem {
  app: AppName;
  path: string;
  problem: string;
}

/** Checks the shell–remote contract: well-formed registrations, each path claimed once, by its owner. */
export function findContractProblems(
  registrationsByApp: Readonly<Record<AppName, readonly RouteRegistration[]>>,
): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const claimedBy = new Map<string, AppName>();
  for (const [app, registrations] of Object.entries(registrationsByApp) as [AppName, RouteRegistration[]][]) {
    for (const registration of registrations) {
      const report = (problem: string) => problems.push({ app, path: registration.path, problem });
      if (!registration.path.startsWith("/")) report("path must start with /");
      if (!layoutNames.includes(registration.layout)) report(`unknown layout ${registration.layout}`);
      for (const guard of registration.guards ?? []) {
        if (!guardNames.includes(guard)) report(`unknown guard ${guard}`);
      }
      if (!registration.title.trim()) report("title is empty");
      if (!registration.description.trim()) report("description is empty");
      if (typeof registration.page !== "function") report("page must be a lazy import");
      if (registration.bodyClass !== undefined && !/^g-[a-z0-9-]+$/u.test(registration.bodyClass)) {
        report("bodyClass must be one site class (g-…)");
      }
      if (registration.path.includes(":") && !registration.prerender && !registration.validate) {
        report("a dynamic path needs prerender params or a validator");
      }
      const owner = ownerOf(registration.path, ownershipTable);
      if (owner === undefined) report("no app owns this path");
      else if (owner !== app) report(`claimed outside its owner's prefixes (owner: ${owner})`);
      const earlier = claimedBy.get(registration.path);
      if (earlier) report(`claimed twice (also by ${earlier})`);
      claimedBy.set(registration.path, app);
    }
  }
  return problems;
}
