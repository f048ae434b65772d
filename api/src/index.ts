import { createApiServer } from './app.js';
import { loadConfig } from './config.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const server = createApiServer(config);
await server.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
