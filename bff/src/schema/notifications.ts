import { requireViewer } from '../context.js';
import { builder } from './builder.js';

builder.queryField('pendingRequestCount', (t) =>
  t.int({
    description: 'How many reset requests wait for the viewer to handle them (the notifications bell).',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) =>
      ctx.loaders.requests.pendingCount((await requireViewer(ctx, 'admin')).userId),
  }),
);

builder.subscriptionField('pendingRequestCount', (t) =>
  t.int({
    description: 'The pending reset-request count now, then again whenever a request is created or handled.',
    subscribe: async function* (_root, _args, ctx) {
      const me = await requireViewer(ctx, 'admin');
      yield await ctx.loaders.requests.pendingCount(me.userId);
      for await (const _event of ctx.pubsub.subscribe('requests:changed')) {
        yield await ctx.loaders.requests.pendingCount(me.userId);
      }
    },
    resolve: (count: number) => count,
  }),
);
