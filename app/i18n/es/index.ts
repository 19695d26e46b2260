import { account } from "./account.ts";
import { errors } from "./errors.ts";
import { layout } from "./layout.ts";
import { meta } from "./meta.ts";

/** The Spanish catalogue: the reference every other language must match key for key. */
export const es = { errors, layout, meta, ...account };
export type Catalogue = typeof es;
