import * as packagesService from "../../services/licence-packages.ts";
import { builder } from "../builder.ts";

/** Licences (issue 5): packages here; codes, batches and the assignment wizard are added beside them. */

const PackageProgramRef = builder.objectRef<{ id: number; name: string }>("LicencePackageProgram").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const LicencePackageRef = builder.objectRef<packagesService.LicencePackage>("LicencePackage").implement({
  description: "A licence package: the programmes a licence code of it gives.",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    programs: t.field({ type: [PackageProgramRef], resolve: (p) => p.programs }),
  }),
});

builder.queryField("licencePackages", (t) =>
  t.field({
    type: [LicencePackageRef],
    description: "Every licence package, for licence generators and team-package users.",
    authScopes: { licenseGenerator: true, teamPackage: true },
    resolve: (_root, _args, ctx) => packagesService.listPackages(ctx.db, ctx.lang),
  }),
);
