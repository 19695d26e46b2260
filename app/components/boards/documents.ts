import { graphql, type ResultOf } from "../../lib/graphql.ts";

/** A board program as the uploader shows it: its file, size and the activity that asks for it. */
export const BoardProgramFields = graphql(`
  fragment BoardProgramFields on BoardProgram @_unmask {
    id fileName programBytes activity { urlId name itineraryUrlId itineraryName age }
  }
`);
export type BoardProgramOption = ResultOf<typeof BoardProgramFields>;

export const BoardProgramsQuery = graphql(`query BoardPrograms { boardPrograms { ...BoardProgramFields } }`, [BoardProgramFields]);

export const BoardProgramFileQuery = graphql(`query BoardProgramFile($id: ID!) { boardProgramFile(id: $id) { fileName hex } }`);
