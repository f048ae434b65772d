import type { Client } from 'graphql-ws';
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import {
  GraphQLRequestError,
  onEnvironmentLoaded,
  postGraphQL,
  toRequestError,
  type WireError,
} from './request';

export { GraphQLRequestError };

const fetchGraphQL: FetchFunction = async (operation, variables) =>
  (await postGraphQL(operation.text, operation.name, variables)) as GraphQLResponse;

let wsClient: Promise<Client> | null = null;

/**
 * One socket per session, opened on the first subscription; the cookie travels with the upgrade. The
 * client library loads then too: the sign-in page never needs it.
 */
function socket(): Promise<Client> {
  if (!wsClient) {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    wsClient = import('graphql-ws').then(({ createClient }) =>
      createClient({ url: `${protocol}//${window.location.host}/graphql`, lazy: true, retryAttempts: 5 }),
    );
  }
  return wsClient;
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    socket().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          { operationName: operation.name, query: operation.text ?? '', variables },
          {
            next: (value) => {
              const errors = value.errors as WireError[] | undefined;
              if (errors?.length && value.data == null) sink.error(toRequestError(errors));
              else sink.next(value as GraphQLResponse);
            },
            error: (error) =>
              sink.error(
                error instanceof Error ? error : new GraphQLRequestError('The live connection closed.'),
              ),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

let current = createEnvironment();
const listeners = new Set<() => void>();

/** The environment of the present session (loaders call this; components get it from context). */
export function currentEnvironment(): Environment {
  return current;
}

/**
 * Starts from an empty store and a fresh socket, so nothing of one account survives into the next:
 * called on sign-in, sign-out and session expiry.
 */
export function resetEnvironment(): void {
  void wsClient?.then((client) => client.dispose());
  wsClient = null;
  current = createEnvironment();
  for (const listener of listeners) listener();
}

export function subscribeToEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

onEnvironmentLoaded(resetEnvironment);
