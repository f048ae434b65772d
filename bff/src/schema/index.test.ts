import {
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index.js';

const builtIn = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function undocumented(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  if (!type.description?.trim()) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args)
        if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues())
      if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

describe('the published schema', () => {
  it('documents every type, field, argument and enum value (partners read it in GraphiQL)', () => {
    const types = Object.values(schema.getTypeMap()).filter(
      (t) => !t.name.startsWith('__') && !builtIn.has(t.name),
    );
    expect(types.length).toBeGreaterThan(50);
    expect(types.flatMap(undocumented)).toEqual([]);
  });

  it('makes every mutation answer a payload or typed errors', () => {
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    const untyped = mutations
      .filter((m) => m.name !== 'logout')
      .filter((m) => {
        const t = 'ofType' in m.type ? (m.type.ofType as GraphQLNamedType) : (m.type as GraphQLNamedType);
        return !(
          isUnionType(t) &&
          t.getTypes().some((member) => member.getInterfaces().some((i) => i.name === 'Error'))
        );
      })
      .map((m) => m.name);
    expect(untyped).toEqual([]);
    expect(isScalarType(schema.getType('DateTime'))).toBe(true);
  });
});
