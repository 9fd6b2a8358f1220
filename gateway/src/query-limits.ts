import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * How deep an introspection-only operation may go. graphql-js's own introspection query (what
 * tools send when GRAPHQL_INTROSPECTION is on) nests `ofType` to depth 13; a 30-deep `__type`
 * chain is refused. Introspection fields inside an ordinary operation count like any other.
 */
export const INTROSPECTION_MAX_DEPTH = 15;

const isIntrospectionOnly = (op: OperationDefinitionNode) =>
  op.selectionSet.selections.every((sel) => sel.kind === Kind.FIELD && sel.name.value.startsWith('__'));

/**
 * Validation rules that bound the work one request can ask for: selection depth (fragments
 * followed, cycles already rejected by graphql-js; introspection fields count too) and the
 * number of aliases, which is how one request would otherwise repeat an expensive field many times.
 */
export function depthLimitRule(maxDepth: number, maxIntrospectionDepth = maxDepth) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let max = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          max = Math.max(max, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depthOf(sel.selectionSet, seen));
        } else {
          const name = sel.name.value;
          const frag = fragments.get(name);
          if (frag && !seen.has(name)) max = Math.max(max, depthOf(frag.selectionSet, new Set([...seen, name])));
        }
      }
      return max;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        const limit = isIntrospectionOnly(node) ? Math.max(maxDepth, maxIntrospectionDepth) : maxDepth;
        if (depth > limit) {
          context.reportError(
            new GraphQLError(`Query depth ${depth} exceeds the maximum of ${limit}`, { nodes: [node] }),
          );
        }
      },
    };
  };
}

export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias) {
          count += 1;
          if (count === maxAliases + 1) {
            context.reportError(
              new GraphQLError(`Too many aliases: at most ${maxAliases} per request`, { nodes: [node] }),
            );
          }
        }
      },
    };
  };
}
