import { loadConfig } from './config.js';
import { createBffServer } from './server.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const server = createBffServer(config);
const url = await server.start();
console.log(
  JSON.stringify({
    level: 'info',
    msg: 'bff listening',
    url,
    graphql: `${url}/graphql`,
    api: config.apiBaseUrl,
  }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
