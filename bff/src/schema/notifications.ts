import { requireViewer, untilRevoked } from '../context.js';
import { builder } from './builder.js';
import { liveStream } from './liveStream.js';

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
    subscribe: async (_root, _args, ctx) => {
      const me = await requireViewer(ctx, 'admin');
      const count = () => ctx.loaders.requests.pendingCount(me.userId);
      return liveStream({
        events: ctx.pubsub.subscribe('requests:changed'),
        initial: count,
        map: count,
        ...untilRevoked(ctx),
      });
    },
    resolve: (count: number) => count,
  }),
);
