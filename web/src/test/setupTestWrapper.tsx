import { act, type ReactElement, type ReactNode } from 'react';
import { type GraphQLTaggedNode, useLazyLoadQuery } from 'react-relay';
import type { OperationType, Variables } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderWithApp } from './render';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

interface WithQuery<Q extends OperationType, P> {
  /** What the test renders, handed the test query's data. */
  Component: (props: P & { data: Q['response'] }) => ReactNode;
  /** A `@relay_test_operation` query spreading the fragment(s) under test. */
  query: GraphQLTaggedNode;
  variables?: Q['variables'];
}

interface WithoutQuery<P> {
  /** What the test renders: a component (or a probe of a hook) that reads no query of its own. */
  Component: (props: P) => ReactNode;
}

export interface RenderOptions {
  /** Puts what is rendered inside something (a router), within the theme and the Relay environment. */
  wrap?: (ui: ReactElement) => ReactElement;
}

export interface RelayTest {
  /** The mock environment: its store, and `mock` for anything the helpers below do not cover. */
  env: MockEnvironment;
  /** The variables of the last operation sent (a mutation the user started, say). */
  lastVariables(): Variables;
  /** Answers the last operation with this `data`, as the server would. */
  resolveLast(data: Record<string, unknown>): void;
  /** Answers the last operation with data generated from these resolvers (and defaults). */
  resolveLastWith(resolvers?: MockResolvers): void;
  /** Fails the last operation, as a network failure would. */
  rejectLast(error?: Error): void;
}

/**
 * The one Relay test wrapper for component tests (as artsy/force's `setupTestWrapper`): each render
 * gets a fresh mock environment inside the app's theme. With a `query`, the test query is answered
 * from `resolvers` before the component shows (MockPayloadGenerator fills what they leave out) and
 * its data handed to `Component`; the returned helpers then answer what the user's actions send.
 */
export function setupTestWrapper<Q extends OperationType, P extends object = object>(
  options: WithQuery<Q, P>,
): { renderWithRelay(resolvers?: MockResolvers, props?: P, render?: RenderOptions): RelayTest };
export function setupTestWrapper<P extends object = object>(
  options: WithoutQuery<P>,
): { renderWithRelay(resolvers?: MockResolvers, props?: P, render?: RenderOptions): RelayTest };
export function setupTestWrapper<Q extends OperationType, P extends object>(
  options: WithQuery<Q, P> | WithoutQuery<P>,
) {
  const Shown =
    'query' in options
      ? function QueryHarness(props: P) {
          const data = useLazyLoadQuery<Q>(options.query, options.variables ?? {});
          const { Component } = options;
          return <Component {...props} data={data} />;
        }
      : options.Component;
  return {
    renderWithRelay(resolvers?: MockResolvers, props = {} as P, render: RenderOptions = {}): RelayTest {
      const env = createMockEnvironment();
      if ('query' in options)
        env.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
      const ui = <Shown {...props} />;
      act(() => {
        renderWithApp(render.wrap ? render.wrap(ui) : ui, { environment: env });
      });
      return {
        env,
        lastVariables: () => env.mock.getMostRecentOperation().request.variables,
        resolveLast(data) {
          act(() => env.mock.resolveMostRecentOperation({ data } as never));
        },
        resolveLastWith(mockResolvers) {
          act(() =>
            env.mock.resolveMostRecentOperation((operation) =>
              MockPayloadGenerator.generate(operation, mockResolvers),
            ),
          );
        },
        rejectLast(error = new Error('offline')) {
          act(() => env.mock.rejectMostRecentOperation(error));
        },
      };
    },
  };
}
