import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { type GraphQLContext, refusalFor } from '../context.js';
import { ValidationError } from '../upstream/errors.js';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; admin: boolean; superAdmin: boolean; partner: boolean };
  Connection: { totalCount: number; offset: number; pageSize: number };
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // ErrorsPlugin first, so that authorization and validation failures become typed results too.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, RelayPlugin, ValidationPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => {
      const claims = await ctx.claims();
      return {
        signedIn: !!claims,
        admin: !!claims?.isAdmin,
        superAdmin: !!claims?.isSuperAdmin,
        // Any partner token (docs/partners.md): the API decides what its scope may read.
        partner: !!claims?.partner,
      };
    },
    unauthorizedError: (_parent, ctx) => refusalFor(ctx.viewerState),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    nodeQueryOptions: { description: 'Fetches any object by its global ID.' },
    nodesQueryOptions: { description: 'Fetches objects by their global IDs.' },
    pageInfoTypeOptions: { description: 'Where a page sits in its list.' },
  },
  errors: {
    directResult: true,
    unsafelyHandleInputErrors: true,
    defaultUnionOptions: {
      name: ({ parentTypeName, fieldName }) =>
        `${parentTypeName === 'Mutation' ? '' : parentTypeName}${capitalize(fieldName)}Result`,
    },
  },
  validation: {
    validationError: (result) => {
      const issue = result.issues[0];
      const path = issue?.path?.map((p) => String(typeof p === 'object' ? p.key : p)) ?? [];
      return new ValidationError(issue?.message ?? 'Invalid input.', path[path.length - 1] ?? null);
    },
  },
});

builder.queryType({ description: 'Everything the Anamnesis screens read.' });
builder.mutationType({ description: 'Everything the Anamnesis screens change.' });
builder.subscriptionType({ description: 'Live updates over graphql-ws.' });
