import { GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import { hasControlCharacter } from "../../common/control-characters.ts";
import { ERROR_KEYS } from "../../common/errors.ts";

function holdsControl(value: unknown): boolean {
  if (typeof value === "string") return hasControlCharacter(value, { textBreaks: true });
  if (Array.isArray(value)) return value.some(holdsControl);
  // Plain objects only: uploaded files are Blobs and are checked by content elsewhere.
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).some(holdsControl);
  }
  return false;
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

/**
 * A string argument or variable with a control character is refused before any resolver runs, with
 * the product's validation error, instead of reaching the database and failing there (an unexpected
 * error, logged as one).
 */
export const useRefuseControlCharacters: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (holdsControl(args.variableValues) || documentHoldsControl(args.document)) {
      setResultAndStopExecution({ errors: [refused("VALIDATION")] });
    }
  },
};

/** graphql-js and the request parser answer in their own words, naming the schema's values ("Did you mean…"). */
function isRequestError(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  if (code === "GRAPHQL_VALIDATION_FAILED" || code === "BAD_REQUEST" || code === "BAD_USER_INPUT") return true;
  // A variable that does not fit its type comes without a code.
  return code === undefined && error.message.startsWith("Variable \"$");
}

function productErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some(isRequestError)) return result;
  const errors = result.errors.map((error) =>
    isRequestError(error)
      ? new GraphQLError(ERROR_KEYS.INVALID_REQUEST, {
          nodes: error.nodes,
          // A body that could not be read at all stays a 400, as Yoga answers it.
          extensions: { code: "INVALID_REQUEST", ...(error.extensions?.code === "BAD_REQUEST" ? { http: { status: 400 } } : {}) },
        })
      : error,
  );
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
