import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  type OperationDefinitionNode,
  type Source,
  type SourceLocation,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/**
 * How often one operation runs through graphql-js before it is compiled. Compiling costs many
 * executions' worth of CPU: an operation sent once or twice (a probe, a one-off script) never pays it,
 * while the screens' queries, sent thousands of times, are compiled early.
 */
export const COMPILE_AFTER_RUNS = 5;

interface Entry {
  runs: number;
  /** The compiled operation; null when graphql-jit could not compile it (graphql-js keeps it). */
  compiled?: CompiledQuery | null;
}

/**
 * Queries and mutations run as code compiled for their document (graphql-jit) once they have run a few
 * times: graphql-js interprets the document anew for every field of every request, which was the largest
 * part of a list query's time in the BFF (tests/bench/README.md). Subscriptions stay on graphql-js
 * (graphql-jit's subscriptions broke the voice streams). What clients see does not change:
 * - Variables are coerced by graphql-js first; a request whose variables it refuses runs on graphql-js,
 *   so its errors read exactly as before.
 * - graphql-jit's errors are rebuilt as graphql-js's own GraphQLError (message, locations, path, original
 *   error, extensions), so masking (maskError.ts) treats them as it treats graphql-js's. An error it makes
 *   itself (a value a scalar cannot serialise, a null where none may be) keeps only its message, not its
 *   cause: maskError.ts masks a field's error without a code whichever executor raised it.
 * Entries live as long as Yoga's parser cache keeps the document (keyed by the document object).
 */
export function compiledExecution(): Plugin {
  const entries = new WeakMap<DocumentNode, Map<string, Entry>>();

  function entryFor(document: DocumentNode, operationName: string | null | undefined) {
    let byName = entries.get(document);
    if (!byName) {
      byName = new Map();
      entries.set(document, byName);
    }
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) {
      entry = { runs: 0 };
      byName.set(key, entry);
    }
    return entry;
  }

  function compiledFor(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
  ): CompiledQuery | null {
    const entry = entryFor(document, operationName);
    if (entry.compiled !== undefined) return entry.compiled;
    if (++entry.runs < COMPILE_AFTER_RUNS) return null;
    try {
      const result = compileQuery(schema, document, operationName ?? undefined);
      entry.compiled = isCompiledQuery(result) ? result : null;
    } catch {
      entry.compiled = null;
    }
    return entry.compiled;
  }

  return {
    onExecute({ args, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation || operation.operation === 'subscription') return;
      if (!variablesValid(args.schema, operation, args.variableValues)) return;
      const compiled = compiledFor(args.schema, args.document, args.operationName);
      if (!compiled) return;
      setExecuteFn(async (a) => {
        const result = (await compiled.query(
          a.rootValue,
          a.contextValue,
          a.variableValues,
        )) as ExecutionResult;
        const source = args.document.loc?.source;
        if (result.errors) return { ...result, errors: result.errors.map((e) => asGraphQLError(e, source)) };
        return result;
      });
    },
  };
}

function variablesValid(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  values: Record<string, unknown> | null | undefined,
) {
  const definitions = operation.variableDefinitions ?? [];
  if (definitions.length === 0) return true;
  return !('errors' in getVariableValues(schema, definitions, values ?? {}, { maxErrors: 1 }));
}

/**
 * graphql-jit's error as graphql-js's GraphQLError class. graphql-jit hands locations already resolved,
 * graphql-js keeps the AST nodes or the source positions they came from (Yoga rebuilds each error from
 * those): the positions are found again in the document's source.
 */
function asGraphQLError(error: GraphQLError, source: Source | undefined): GraphQLError {
  return new GraphQLError(error.message, {
    source,
    positions: source && error.locations?.map((location) => positionOf(source.body, location)),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions ?? undefined,
  });
}

/** The offset in `body` of a line and column (both from 1), as graphql-js counts them. */
function positionOf(body: string, { line, column }: SourceLocation) {
  const lineBreak = /\r\n|[\n\r]/g;
  let lineStart = 0;
  for (let at = 1; at < line; at++) {
    const found = lineBreak.exec(body);
    if (!found) break;
    lineStart = found.index + found[0].length;
  }
  return lineStart + column - 1;
}
