import { account } from "./account.ts";
import { errors } from "./errors.ts";
import { layout } from "./layout.ts";
import { meta } from "./meta.ts";
import { password } from "./password.ts";
import { settings } from "./settings.ts";
import { social } from "./social.ts";

/** The Spanish catalogue: the reference every other language must match key for key. */
export const es = { errors, layout, meta, ...account, password, settings, social };
export type Catalogue = typeof es;
