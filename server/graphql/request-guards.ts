import { GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import { hasControlCharacter } from "../../common/control-characters.ts";
import { ERROR_KEYS } from "../../common/errors.ts";
import { logger } from "../logger.ts";

/** How deep a variable's value may nest (the deepest the schema's inputs and JSON values need is far less). */
export const MAX_VARIABLE_DEPTH = 64;

/**
 * What is wrong with a request's variables, if anything: a string with a control character, or a value nested
 * deeper than MAX_VARIABLE_DEPTH. Walked without recursion, so no nesting can overflow the stack.
 */
function variablesProblem(variables: unknown): "control" | "deep" | null {
  const pending: [value: unknown, depth: number][] = [[variables, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === "string") {
      if (hasControlCharacter(value, { textBreaks: true })) return "control";
      continue;
    }
    // Plain objects only: uploaded files are Blobs and are checked by content elsewhere.
    const children = Array.isArray(value)
      ? value
      : value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype
        ? Object.values(value)
        : null;
    if (!children) continue;
    if (depth > MAX_VARIABLE_DEPTH) return "deep";
    for (const child of children) pending.push([child, depth + 1]);
  }
  return null;
}

// Yoga's parser cache hands the same (never modified) document to every request with the same text:
// each document is walked once.
const checkedDocuments = new WeakMap<DocumentNode, boolean>();
function documentHoldsControl(document: DocumentNode): boolean {
  let found = checkedDocuments.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (hasControlCharacter(node.value, { textBreaks: true })) found = true;
    },
  });
  checkedDocuments.set(document, found);
  return found;
}

const refused = (code: "VALIDATION" | "INVALID_REQUEST") =>
  new GraphQLError(ERROR_KEYS[code], { extensions: { code, http: { status: 400 } } });

/** A refused request's reason, in one structured log line (the answer carries only the product's code). */
const logRefusal = (code: string, reason: string) => logger.warn({ code, reason }, "graphql request refused");

/**
 * A string argument or variable with a control character is refused before any resolver runs, with
 * the product's validation error, instead of reaching the database and failing there (an unexpected
 * error, logged as one); so is a variable nested deeper than any input needs.
 */
export const useRefuseControlCharacters: Plugin = {
  onParams({ params, setResult }) {
    const problem = variablesProblem(params.variables);
    if (problem === "deep") {
      logRefusal("INVALID_REQUEST", `variables nested deeper than ${MAX_VARIABLE_DEPTH} levels`);
      setResult({ errors: [refused("INVALID_REQUEST")] });
    } else if (problem === "control") {
      logRefusal("VALIDATION", "a control character in the variables");
      setResult({ errors: [refused("VALIDATION")] });
    }
  },
  onExecute({ args, setResultAndStopExecution }) {
    if (documentHoldsControl(args.document)) {
      logRefusal("VALIDATION", "a control character in the document");
      setResultAndStopExecution({ errors: [refused("VALIDATION")] });
    }
  },
  // The request parser's own failures (a GET's `variables=x`, a multipart body whose parts are not JSON) come as
  // plain errors, which would be masked as unexpected: they are the sender's, a 400.
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if (error instanceof GraphQLError) throw error;
        throw new GraphQLError(`Unreadable request: ${error instanceof Error ? error.message : String(error)}`, {
          extensions: { code: "BAD_REQUEST", http: { status: 400 } },
        });
      }
    });
  },
};

/** graphql-js and the request parser answer in their own words, naming the schema's values ("Did you mean…"). */
export function isRequestError(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  if (code === "GRAPHQL_VALIDATION_FAILED" || code === "BAD_REQUEST" || code === "BAD_USER_INPUT") return true;
  // A variable that does not fit its type comes without a code.
  return code === undefined && error.message.startsWith('Variable "$');
}

function productErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some(isRequestError)) return result;
  const errors = result.errors.map((error) => {
    if (!isRequestError(error)) return error;
    logRefusal("INVALID_REQUEST", error.message);
    // A body that could not be read at all, or a variable no value of its type (a file), stays a 400, as Yoga answers it.
    const status = error.extensions?.code === "BAD_REQUEST" || (error.extensions?.http as { status?: number } | undefined)?.status === 400;
    return new GraphQLError(ERROR_KEYS.INVALID_REQUEST, {
      nodes: error.nodes,
      extensions: { code: "INVALID_REQUEST", ...(status ? { http: { status: 400 } } : {}) },
    });
  });
  return { ...result, errors };
}

/**
 * A request the API cannot take (malformed JSON, a document that does not fit the schema, a variable
 * of the wrong type) is answered with the product's message key and a stable code, like every other
 * expected failure, instead of echoing the parser's message or the schema's enum values.
 */
export const useProductRequestErrors: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result)) setResult(result.map(productErrors));
    else if (!(Symbol.asyncIterator in result)) setResult(productErrors(result as ExecutionResult));
  },
};
