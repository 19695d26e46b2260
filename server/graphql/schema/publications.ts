import { builder } from "../builder.ts";

void builder;
