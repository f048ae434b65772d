// Builds GraphQL operations from the schema: complete selections (for leak scans) and random operations
// with valid and invalid arguments (for the fuzz run).
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { hugeString, nastyString, type Rng, randomJson, randomString, weirdNumbers } from './rng.js';

const requiredArgs = (f: GraphQLField<unknown, unknown>) =>
  f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);

/**
 * Every field reachable from `type` within `depth` levels (fields that need arguments left out), with
 * `__typename` and an inline fragment per possible type of abstract fields.
 */
export function fullSelection(schema: GraphQLSchema, type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    if (depth <= 0) return '__typename';
    const parts = schema
      .getPossibleTypes(type)
      .map((t) => {
        const inner = fullSelection(schema, t, depth);
        return inner ? `... on ${t.name} { ${inner} }` : '';
      })
      .filter(Boolean);
    return ['__typename', ...parts].join(' ');
  }
  if (!isObjectType(type)) return '';
  const parts: string[] = ['__typename'];
  for (const f of Object.values(type.getFields())) {
    if (requiredArgs(f).length) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (depth > 1) {
      const inner = fullSelection(schema, named, depth - 1);
      if (inner) parts.push(`${f.name} { ${inner} }`);
    }
  }
  return parts.join(' ');
}

// --- Values -------------------------------------------------------------------------------------

export interface IdPool {
  /** Global ids of existing objects, by type name. */
  byType: Map<string, string[]>;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const brokenIds = [
  '',
  '1',
  '-1',
  '!!!',
  'null',
  b64('User:'),
  b64('User:abc'),
  b64('User:-1'),
  b64('User:0'),
  b64('User:1.5'),
  b64('Assignment:99999999999'),
  b64('Assignment:1e10'),
  b64('Assignment:2147483648'),
  b64('Nope:1'),
  b64(':1'),
  b64('Patient:1:2'),
  b64('Patient: 1'),
  b64('Room:0x10'),
  b64('Symptom:١'),
  'VXNlcjox====',
  `${b64('User:1')}\u0000`,
];

function randomId(rng: Rng, pool: IdPool, forType?: string): string {
  const all = [...pool.byType.values()].flat();
  const own = pool.byType.get(forType ?? '') ?? [];
  return rng.weighted<() => string>([
    [5, () => rng.pick(own.length ? own : all.length ? all : brokenIds)],
    [3, () => rng.pick(all.length ? all : brokenIds)],
    [2, () => rng.pick(brokenIds)],
    [1, () => randomString(rng, 20)],
  ] as const)();
}

/** The type a global-ID argument is meant for, from its name (patientId → Patient...). */
function idTypeFor(argName: string): string | undefined {
  const n = argName.toLowerCase();
  for (const [key, type] of [
    ['assignment', 'Assignment'],
    ['patient', 'Patient'],
    ['student', 'User'],
    ['room', 'Room'],
    ['symptom', 'Symptom'],
    ['session', 'VoiceSession'],
  ] as const)
    if (n.includes(key)) return type;
  return undefined;
}

/** A JSON value for an input type: usually valid, sometimes not (wrong type, null, huge, nasty). */
export function inputValue(rng: Rng, type: GraphQLInputType, pool: IdPool, name: string, depth = 0): unknown {
  if (rng.chance(0.04)) return randomJson(rng, 2);
  if (isNonNullType(type)) {
    if (rng.chance(0.03)) return null;
    return inputValue(rng, type.ofType, pool, name, depth);
  }
  if (rng.chance(0.08)) return null;
  if (isListType(type)) {
    const n = rng.weighted<number>([
      [6, rng.int(0, 3)],
      [1, rng.int(4, 40)],
      [0.1, 3000],
    ] as const);
    return Array.from({ length: n }, () => inputValue(rng, type.ofType, pool, name, depth + 1));
  }
  if (isEnumType(type)) {
    return rng.chance(0.9) ? rng.pick(type.getValues()).name : randomString(rng, 10);
  }
  if (isInputObjectType(type)) {
    const o: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      const required = isNonNullType(f.type);
      if (required ? rng.chance(0.04) : rng.chance(0.4)) continue;
      o[f.name] = inputValue(rng, f.type, pool, f.name, depth + 1);
    }
    if (rng.chance(0.05)) o[randomString(rng, 8) || 'extra'] = randomJson(rng, 1);
    return o;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return randomId(rng, pool, idTypeFor(name));
      case 'Int':
        return rng.weighted<unknown>([
          [6, rng.int(0, 50)],
          [2, rng.pick(weirdNumbers)],
          [1, randomString(rng, 5)],
        ] as const);
      case 'Float':
        return rng.chance(0.8) ? rng.next() * 1e6 : rng.pick(weirdNumbers);
      case 'Boolean':
        return rng.chance(0.9) ? rng.chance(0.5) : rng.pick([0, 1, 'true', 'yes']);
      case 'DateTime':
        return rng.pick([new Date(0).toISOString(), '2026-01-01T00:00:00Z', 'yesterday', '', 1e20, -1]);
      default:
        return rng.weighted<() => unknown>([
          [8, () => randomString(rng, 30)],
          [2, () => nastyString(rng)],
          [0.3, () => hugeString(rng, 2_000, 60_000)],
          [0.5, () => rng.int(-5, 5)],
        ] as const)();
    }
  }
  return null;
}

/** A value as a GraphQL literal (enums bare when they look like names). */
export function literal(value: unknown, type: GraphQLInputType): string {
  const nullable = getNullableType(type) as GraphQLInputType;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const inner = isListType(nullable) ? nullable.ofType : nullable;
    return `[${value.map((v) => literal(v, inner)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields = isInputObjectType(nullable) ? nullable.getFields() : {};
    return `{${Object.entries(value as Record<string, unknown>)
      .map(
        ([k, v]) =>
          `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(k) ? k : 'bad_key'}: ${literal(v, fields[k]?.type ?? nullable)}`,
      )
      .join(', ')}}`;
  }
  if (typeof value === 'string' && isEnumType(nullable) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value))
    return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return '0';
  return JSON.stringify(value);
}

const typeString = (t: GraphQLInputType): string => t.toString();

// --- Selections -----------------------------------------------------------------------------------

/** A random selection of `type`'s fields, `depth` levels deep at most. */
export function randomSelection(
  rng: Rng,
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  depth: number,
): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const parts = ['__typename'];
    for (const t of rng.subset(schema.getPossibleTypes(type), 0.4)) {
      const inner = randomSelection(rng, schema, t, depth);
      if (inner) parts.push(`... on ${t.name} { ${inner} }`);
    }
    return parts.join(' ');
  }
  const obj = type as GraphQLObjectType;
  const fields = Object.values(obj.getFields()).filter((f) => !requiredArgs(f).length);
  const chosen = rng.subset(fields, 0.45);
  if (!chosen.length && fields.length) chosen.push(rng.pick(fields));
  const parts: string[] = rng.chance(0.5) ? ['__typename'] : [];
  for (const f of chosen) {
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (depth > 1) {
      const inner = randomSelection(rng, schema, named, depth - 1);
      if (inner) parts.push(`${f.name} { ${inner} }`);
    }
  }
  if (rng.chance(0.03)) parts.push(randomString(rng, 8).replace(/[^_A-Za-z]/g, '') || 'noSuchField');
  if (!parts.length) parts.push('__typename');
  return parts.join(' ');
}

export interface GeneratedOperation {
  query: string;
  variables?: Record<string, unknown>;
  kind: 'query' | 'mutation' | 'garbage';
  /** The mutation field, when the operation is one mutation. */
  field?: string;
  /** Where its answer is in `data` (the alias, or the field name). */
  resultKey?: string;
  /** The root fields it asks for. */
  fields: string[];
  /** A broken operation made from a mutation: it might still run. */
  mayWrite?: boolean;
}

function argsFor(
  rng: Rng,
  args: readonly GraphQLArgument[],
  pool: IdPool,
  vars: { defs: string[]; values: Record<string, unknown> },
): string {
  const parts: string[] = [];
  for (const a of args) {
    const required = isNonNullType(a.type);
    if (required ? rng.chance(0.03) : rng.chance(0.5)) continue;
    const value = inputValue(rng, a.type, pool, a.name);
    if (rng.chance(0.5)) {
      const name = `v${vars.defs.length}`;
      const declared = rng.chance(0.95) ? typeString(a.type) : rng.pick(['String', 'Int!', 'ID', '[ID!]!']);
      vars.defs.push(`$${name}: ${declared}`);
      if (!rng.chance(0.03)) vars.values[name] = value;
      parts.push(`${a.name}: $${name}`);
    } else {
      parts.push(`${a.name}: ${literal(value, a.type)}`);
    }
  }
  if (rng.chance(0.03)) parts.push(`unknownArg: ${JSON.stringify(randomString(rng, 5))}`);
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** One random operation: a query with one or a few root fields, one mutation, or something broken. */
export function randomOperation(rng: Rng, schema: GraphQLSchema, pool: IdPool): GeneratedOperation {
  const kind = rng.weighted([
    [55, 'query'],
    [37, 'mutation'],
    [8, 'garbage'],
  ] as const);
  if (kind === 'garbage') return garbageOperation(rng, schema, pool);
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  if (!root) throw new Error(`no ${kind} type`);
  const fields = Object.values(root.getFields());
  const vars = { defs: [] as string[], values: {} as Record<string, unknown> };
  const count =
    kind === 'mutation'
      ? 1
      : rng.weighted<number>([
          [8, 1],
          [2, rng.int(2, 4)],
        ] as const);
  const selections: string[] = [];
  const names: string[] = [];
  let field: string | undefined;
  let resultKey: string | undefined;
  for (let i = 0; i < count; i++) {
    const f = rng.pick(fields);
    field = f.name;
    names.push(f.name);
    const named = getNamedType(f.type as GraphQLOutputType);
    let inner = isLeafType(named) ? '' : randomSelection(rng, schema, named, rng.int(1, 5));
    if (kind === 'mutation' && !isLeafType(named))
      inner = `__typename ${inner} ... on Error { message code }`;
    const alias = i > 0 || rng.chance(0.1) ? `a${i}: ` : '';
    resultKey = alias ? `a${i}` : f.name;
    selections.push(`${alias}${f.name}${argsFor(rng, f.args, pool, vars)}${inner ? ` { ${inner} }` : ''}`);
  }
  const header = vars.defs.length ? `(${vars.defs.join(', ')})` : '';
  const name = rng.chance(0.3) ? ` Op${rng.int(1, 99)}` : '';
  return {
    query: `${kind}${name}${header} { ${selections.join(' ')} }`,
    variables: rng.chance(0.05) ? (randomJson(rng, 2) as Record<string, unknown>) : vars.values,
    kind,
    field: kind === 'mutation' ? field : undefined,
    resultKey: kind === 'mutation' ? resultKey : undefined,
    fields: names,
  };
}

/** Operations no client should send: oversized, too deep, too many aliases, malformed, mistyped. */
function garbageOperation(rng: Rng, schema: GraphQLSchema, pool: IdPool): GeneratedOperation {
  const pick = rng.int(0, 9);
  switch (pick) {
    case 0: // many aliases (armor: at most 15)
      return {
        kind: 'garbage',
        fields: [],
        query: `{ ${Array.from({ length: rng.int(16, 400) }, (_, i) => `a${i}: viewer { user { id } }`).join(' ')} }`,
      };
    case 1: {
      // too deep (armor: 12)
      const n = rng.int(13, 600);
      return {
        kind: 'garbage',
        fields: [],
        query: `{ ${'viewer { user { '.repeat(n)}id${' } }'.repeat(n)} }`,
      };
    }
    case 2: // too many tokens (armor: 2000)
      return {
        kind: 'garbage',
        fields: [],
        query: `{ viewer { ${Array.from({ length: rng.int(2001, 6000) }, () => '__typename').join(' ')} } }`,
      };
    case 3: {
      // deeply nested input value
      const n = rng.int(50, 1500);
      return {
        kind: 'garbage',
        fields: [],
        query: `{ nodes(ids: ${'['.repeat(n)}"x"${']'.repeat(n)}) { id } }`,
      };
    }
    case 4: {
      // a valid operation with characters cut or inserted
      const base = randomOperation(rng, schema, pool);
      const q = base.query;
      const at = rng.int(0, q.length);
      const mutated = rng.chance(0.5)
        ? q.slice(0, at)
        : `${q.slice(0, at)}${rng.pick(['{', '}', '(', '"', '$', '...', '#', '\u0000', '@', '!'])}${q.slice(at)}`;
      return {
        kind: 'garbage',
        query: mutated,
        variables: base.variables,
        fields: [],
        mayWrite: base.kind === 'mutation',
        resultKey: base.resultKey,
      };
    }
    case 5: // many directives (armor: 20) and unknown ones
      return {
        kind: 'garbage',
        fields: [],
        query: `{ viewer ${Array.from({ length: rng.int(1, 60) }, () => rng.pick(['@include(if: true)', '@skip(if: false)', '@nope', '@deprecated'])).join(' ')} { user { id } } }`,
      };
    case 6: // introspection and field suggestions
      return {
        kind: 'garbage',
        fields: [],
        query: rng.pick([
          '{ __schema { types { name fields { name } } } }',
          '{ __type(name: "User") { fields { name } } }',
          '{ viewr { id } }',
          '{ users { edges { node { passwordHash token } } } }',
          'subscription { nope }',
        ]),
      };
    case 7: // several operations without a name to pick
      return {
        kind: 'garbage',
        fields: [],
        query: 'query A { viewer { user { id } } } query B { voices { name } }',
      };
    case 8: // fragments: cycles and unknown types
      return {
        kind: 'garbage',
        fields: [],
        query: rng.pick([
          'query { ...F } fragment F on Query { ...G } fragment G on Query { ...F }',
          'query { viewer { ...U } } fragment U on Nope { id }',
          `query { ${'...on Query { '.repeat(rng.int(5, 400))}__typename${' }'.repeat(0)} }`,
        ]),
      };
    default: // empty and whitespace documents
      return {
        kind: 'garbage',
        fields: [],
        query: rng.pick(['', ' ', '{}', '#comment', 'query', '{ }', '\u0000']),
      };
  }
}
