import { z } from "zod/mini";
import { isOneLine, ONE_LINE_ERROR } from "../control-characters.ts";

/**
 * The check of a one-line field (a name, a title, a code…; issue 31, 3.8) for the shared zod/mini schemas: no line
 * break and no invisible or bidirectional control (common/control-characters.ts), with the one field error every form
 * shows. Put it after the field's trim.
 */
export const oneLine = () => z.refine<string>((value) => isOneLine(value), { error: ONE_LINE_ERROR });
