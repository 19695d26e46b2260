import { builder } from "../builder.ts";

/** In-class area: teaching (issue 5). */
void builder;
