import type { ConcreteRequest, GraphQLTaggedNode, OperationType } from 'relay-runtime';

// The wire format of every GraphQL request, and a way to send one without the Relay runtime: the
// sign-in page (and a sign-out while no page is open) needs no more, and so does not download Relay.

/** A GraphQL answer with top-level errors and no data: the page's error boundary shows it. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
  }
}

export interface WireError {
  message: string;
  extensions?: { code?: string };
}

export function toRequestError(errors: readonly WireError[]): GraphQLRequestError {
  const first = errors[0];
  return new GraphQLRequestError(first?.message ?? 'Something went wrong.', first?.extensions?.code);
}

/**
 * Posts one operation to the BFF. The session is an httpOnly cookie on our own origin: no token is ever
 * attached by JavaScript. Top-level errors with no data throw a GraphQLRequestError.
 */
export async function postGraphQL(
  text: string | null | undefined,
  name: string,
  variables: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: WireError[] }> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: text, variables, operationName: name }),
  });
  let body: { data?: unknown; errors?: WireError[] };
  try {
    body = await response.json();
  } catch {
    throw new GraphQLRequestError(`The server answered ${response.status}. Please try again.`);
  }
  if (body.errors?.length && body.data == null) throw toRequestError(body.errors);
  return body;
}

/** Sends a compiled mutation (its `graphql` tag, turned into its artifact at build time) and gives its data. */
export async function sendOperation<T extends OperationType>(
  document: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  const { params } = document as ConcreteRequest;
  return (await postGraphQL(params.text, params.name, variables)).data as T['response'];
}

/**
 * The `graphql` tag of documents sent with `sendOperation`: relay-compiler reads them and
 * babel-plugin-relay replaces each with its generated artifact, as it does react-relay's own tag.
 */
export function graphql(_document: TemplateStringsArray): GraphQLTaggedNode {
  throw new Error('graphql: this tag is compiled away by babel-plugin-relay.');
}

let resetLoaded: (() => void) | null = null;

/** The Relay environment registers its reset here when it loads (relay/environment.ts). */
export function onEnvironmentLoaded(reset: () => void): void {
  resetLoaded = reset;
}

/** Empties the Relay store and closes its socket, when Relay has been loaded at all (else there is nothing). */
export function resetEnvironmentIfLoaded(): void {
  resetLoaded?.();
}
