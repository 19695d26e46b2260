import { builder } from "../builder.ts";

/** In-class area: itineraries (issue 5). */
void builder;
