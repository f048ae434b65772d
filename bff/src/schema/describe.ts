import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';

const argDescriptions: Record<string, string> = {
  first: 'How many items to return (at most 100).',
  after: 'Return the items after this cursor (from `pageInfo.endCursor` or `pageCursors`).',
  last: 'Not supported: page forwards with `first` and `after`.',
  before: 'Not supported: page forwards with `first` and `after`.',
  id: 'A global ID.',
  ids: 'Global IDs.',
  input: 'The values for this change; each field is documented on the input type.',
};

const fieldDescriptions: Record<string, string> = {
  edges: 'The items of this page, each with its cursor.',
  node: 'The item.',
  cursor: 'Where this item sits, for `after`.',
  pageInfo: 'Whether there are more pages, and the cursors at both ends.',
  hasNextPage: 'Whether items follow this page.',
  hasPreviousPage: 'Whether items precede this page.',
  startCursor: 'The cursor of the first item of the page.',
  endCursor: 'The cursor of the last item of the page.',
  id: 'The global ID (opaque).',
};

function describeField(field: GraphQLField<unknown, unknown>) {
  field.description ??= fieldDescriptions[field.name] ?? null;
  for (const arg of field.args) arg.description ??= argDescriptions[arg.name] ?? null;
}

function describeType(type: GraphQLNamedType) {
  if (isUnionType(type)) {
    type.description ??= `The outcome of ${type.name.replace(/Result$/, '')}: its payload, or a typed error.`;
  }
  if (isObjectType(type) && type.name.endsWith('Connection')) {
    type.description ??= `A page of ${type.name.replace(/Connection$/, '')} items, with the total count.`;
  }
  if (isObjectType(type) && type.name.endsWith('Edge')) {
    type.description ??= `One ${type.name.replace(/Edge$/, '')} item in a page, with its cursor.`;
  }
  if (type.name === 'Node') type.description ??= 'An object with a global ID, fetchable with `Query.node`.';
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) describeField(field);
  }
}

/** Fills in descriptions for the types and fields the Relay and Errors plugins generate. */
export function describeGeneratedTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) if (!type.name.startsWith('__')) describeType(type);
  return schema;
}
