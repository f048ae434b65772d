import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks, anywhere under the field being resolved (through fragments too), for a field
 * called `name`: a list resolver leaves out of its REST call what no one will read (docs/api.md#lists).
 * Directives are not weighed, so a field under `@skip` still counts: asking for too much is only slower.
 */
export function asksFor(info: GraphQLResolveInfo, name: string): boolean {
  const visited = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name || within(s.selectionSet);
      if (s.kind === Kind.INLINE_FRAGMENT) return within(s.selectionSet);
      if (visited.has(s.name.value)) return false;
      visited.add(s.name.value);
      return within(info.fragments[s.name.value]?.selectionSet);
    }) ?? false;
  return info.fieldNodes.some((field) => within(field.selectionSet));
}
