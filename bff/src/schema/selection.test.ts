import { type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { asksFor } from './selection.js';

/** The resolve info of the query's first root field, as graphql-js gives it (only what asksFor reads). */
function infoOf(query: string): GraphQLResolveInfo {
  const doc = parse(query);
  const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = Object.fromEntries(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const root = operation?.selectionSet.selections[0];
  if (root?.kind !== Kind.FIELD) throw new Error('the query must start with a field');
  return { fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo;
}

describe('asksFor: whether a query reads a field under the one being resolved', () => {
  it('finds the field at any depth, inside inline fragments and named fragments', () => {
    expect(asksFor(infoOf('{ list { edges { node { id conversation { text } } } } }'), 'conversation')).toBe(
      true,
    );
    expect(
      asksFor(infoOf('{ list { edges { node { ... on A { conversation { text } } } } } }'), 'conversation'),
    ).toBe(true);
    const named = `query { list { edges { node { ...Row } } } }
      fragment Row on A { id ...Log }
      fragment Log on A { conversation { isAI } }`;
    expect(asksFor(infoOf(named), 'conversation')).toBe(true);
  });

  it('says no when the field is absent, or only the resolved field itself or its siblings have the name', () => {
    expect(asksFor(infoOf('{ list { totalCount edges { node { id status } } } }'), 'conversation')).toBe(
      false,
    );
    expect(asksFor(infoOf('{ conversation { id } }'), 'conversation')).toBe(false);
    expect(asksFor(infoOf('{ list { id } conversation { id } }'), 'conversation')).toBe(false);
  });

  it('ends on fragments that spread each other (the validator refuses them, the walk must not loop)', () => {
    const cyclic = `query { list { ...A } }
      fragment A on T { ...B }
      fragment B on T { ...A }`;
    expect(asksFor(infoOf(cyclic), 'conversation')).toBe(false);
  });
});
