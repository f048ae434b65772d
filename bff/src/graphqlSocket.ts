import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DocumentNode, type ExecutionArgs, GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from './logger.js';
import { maskError } from './maskError.js';
import { sessionToken } from './session/session.js';
import type { SessionCheck } from './session/sessionCheck.js';
import type { YogaApp } from './yoga.js';

type OperationResult = ReturnType<NonNullable<Parameters<typeof useServer>[0]['execute']>>;
type Enveloped = {
  execute: (args: ExecutionArgs) => OperationResult;
  subscribe: (args: ExecutionArgs) => OperationResult;
};

/**
 * The largest frame a client may send on /graphql's WebSocket, as the voice socket caps its own: a
 * subscribe message with the largest query the HTTP side accepts (2,000 tokens) fits many times over.
 * `ws` refuses a longer frame from its header alone, before buffering it, and closes with 1009 (Message
 * Too Big, RFC 6455; graphql-ws defines no close code of its own for this).
 */
export const MAX_FRAME_BYTES = 64 * 1024;
/** `connection_init`'s payload (connectionParams) is held for the socket's life: an auth token fits. */
export const MAX_CONNECTION_PARAMS_BYTES = 4 * 1024;

/** A query that does not parse, answered as Yoga answers it over HTTP. */
const parseFailed = (error: GraphQLError) =>
  new GraphQLError(error.message, {
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code: 'GRAPHQL_PARSE_FAILED' },
  });

/**
 * graphql-ws over `ws` on /graphql, running every operation through Yoga's envelop (plugins, context,
 * masking). An operation that cannot start (a query that does not parse or is over armor's token limit,
 * or a failure of ours) gets an `error` message of its own: graphql-ws would close the socket with 4500
 * for what its `onSubscribe` throws, ending every other subscription on it.
 */
export function createGraphqlSocket(yoga: YogaApp, sessionCheck: SessionCheck, log?: Logger) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as Enveloped).subscribe(args),
      onConnect: (ctx) => {
        const { socket, request } = ctx.extra;
        if (JSON.stringify(ctx.connectionParams ?? {}).length > MAX_CONNECTION_PARAMS_BYTES) {
          socket.close(CloseCode.BadRequest, 'Connection parameters are too large.');
          return false;
        }
        // An open socket of a session the API revoked (ban, password or role change) is closed within
        // SESSION_RECHECK_MS, ending its subscriptions; 4401 tells graphql-ws clients not to retry. Each
        // operation meanwhile gets the error a revoked token gets.
        const token = sessionToken(request.headers, ctx.connectionParams);
        if (token) {
          const watch = sessionCheck.watch(token, (error) =>
            socket.close(CloseCode.Unauthorized, error.message),
          );
          socket.once('close', () => watch.stop());
        }
        return true;
      },
      onSubscribe: async (ctx, id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams,
        });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          if (!(error instanceof GraphQLError)) throw error;
          // The client's mistake: worth a line, not an error with a stack.
          log?.info('graphql-ws operation refused', { id, reason: error.message });
          return [parseFailed(error)];
        }
        try {
          const args = {
            schema,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          return errors.length ? errors : args;
        } catch (error) {
          log?.error('graphql-ws operation failed to start', error);
          return [maskError(error, 'Unexpected error.') as GraphQLError];
        }
      },
    },
    wss,
  );

  return {
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => {
        wss.emit('connection', ws, req);
        // An oversized frame or a reset connection is the client's doing and ws has already closed the
        // socket: graphql-ws would log each one as an internal error, a log line per attacker frame.
        ws.removeAllListeners('error');
        ws.on('error', () => {});
      });
    },
    /** Closes every socket with 1012 (service restart) so clients reconnect, to another replica if any. */
    close() {
      for (const client of wss.clients) client.close(1012, 'Server restarting');
    },
  };
}
