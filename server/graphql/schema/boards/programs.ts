import { requireUser } from "../../../policies/guards.ts";
import * as programsService from "../../../services/boards/programs.ts";
import { itineraryViewer } from "../../../services/in-class/itineraries.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { expected } from "../../expected-errors.ts";
import { AgeSegmentRef } from "../activities/activities.ts";
import { ItineraryActivityPageRef } from "../in-class/itineraries.ts";

/**
 * The boards' programs (issue 17, decision 038): the compiled programs of the itineraries' activities, for the
 * board-programming screen and the activity's page. Read with the in-class rule and the itinerary's lock.
 */

async function viewer(ctx: GraphQLContext) {
  return itineraryViewer(requireUser(await ctx.me()), ctx.lang);
}

const BoardProgramActivityRef = builder.objectRef<programsService.BoardProgramView["activity"]>("BoardProgramActivity").implement({
  fields: (t) => ({
    urlId: t.exposeString("urlId"),
    name: t.exposeString("name"),
    itineraryUrlId: t.exposeString("itineraryUrlId"),
    itineraryName: t.exposeString("itineraryName"),
    age: t.expose("age", { type: AgeSegmentRef }),
  }),
});

const BoardProgramRef = builder.objectRef<programsService.BoardProgramView>("BoardProgram").implement({
  description: "A compiled program (Intel HEX) an itinerary activity asks teachers to load onto the classroom's board.",
  fields: (t) => ({
    id: t.exposeID("id"),
    fileName: t.exposeString("fileName"),
    programBytes: t.exposeInt("programBytes", { description: "The program's size in the board's flash." }),
    activity: t.expose("activity", { type: BoardProgramActivityRef }),
  }),
});

const BoardProgramFileRef = builder.objectRef<{ fileName: string; hex: string }>("BoardProgramFile").implement({
  fields: (t) => ({ fileName: t.exposeString("fileName"), hex: t.exposeString("hex", { description: "Intel HEX text." }) }),
});

builder.objectField(ItineraryActivityPageRef, "boardProgram", (t) =>
  t.field({
    type: BoardProgramRef,
    nullable: true,
    description: "The program this activity asks teachers to load onto the board; null when it has none.",
    resolve: async (page, _args, ctx) => programsService.programOfActivity(ctx.db, await viewer(ctx), page.activity.id),
  }),
);

builder.queryFields((t) => ({
  boardPrograms: t.field({
    type: [BoardProgramRef],
    description: "The programs of every itinerary the reader may open.",
    authScopes: { inClassReader: true },
    resolve: async (_root, _args, ctx) => programsService.listBoardPrograms(ctx.db, await viewer(ctx)),
  }),
  boardProgramFile: t.field({
    type: BoardProgramFileRef,
    nullable: true,
    description: "A program's file; null when unknown, FORBIDDEN when its itinerary is locked for the reader.",
    authScopes: { inClassReader: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      expected(async () => {
        const id = Number(args.id);
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        return programsService.boardProgramFile(ctx.db, await viewer(ctx), id);
      }),
  }),
}));
