import { builder } from "../builder.ts";

/** In-class area: licences (issue 5). */
void builder;
