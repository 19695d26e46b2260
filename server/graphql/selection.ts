import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

/**
 * Whether the operation asks, below the resolving field and along `path` (e.g. ["items"]), for any of
 * `fields`: lets a list leave out columns nobody reads (the cards of the activities list never ask for
 * an activity's long texts). Follows fragments; answers true when unsure (a directive such as @include
 * is read as "asked"), so a field is never left out by mistake.
 */
export function asksForAny(info: GraphQLResolveInfo, path: readonly string[], fields: readonly string[]): boolean {
  const wanted = new Set(fields);
  const visit = (set: SelectionSetNode | undefined, depth: number): boolean => {
    if (!set) return false;
    for (const selection of set.selections) {
      if (selection.kind === "Field") {
        if (depth === path.length) {
          if (wanted.has(selection.name.value)) return true;
        } else if (selection.name.value === path[depth] && visit(selection.selectionSet, depth + 1)) {
          return true;
        }
      } else if (selection.kind === "InlineFragment") {
        if (visit(selection.selectionSet, depth)) return true;
      } else {
        const fragment = info.fragments[selection.name.value];
        if (!fragment || visit(fragment.selectionSet, depth)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node: FieldNode) => visit(node.selectionSet, 0));
}
