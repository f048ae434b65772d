// The fake OpenAI and Deepgram servers as one standalone process, for end-to-end tests and benchmarks:
//   npx tsx tests/fakes/cli.ts [--openai-port 0] [--deepgram-port 0] [--host 127.0.0.1] [--config fakes.json]
// Prints one JSON line {"openai":"http://...","deepgram":"http://..."} once both listen, then serves until
// SIGTERM/SIGINT. `--config` is a JSON file {"openai": {...options}, "deepgram": {...options}}. At run time
// each fake takes POST /__fake/config (options, merged), GET /__fake/requests and DELETE /__fake/requests.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startFakeDeepgram } from './deepgram.js';
import { startFakeOpenAI } from './openai.js';

const { values } = parseArgs({
  options: {
    'openai-port': { type: 'string', default: '0' },
    'deepgram-port': { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    config: { type: 'string' },
  },
});
const config = values.config
  ? (JSON.parse(readFileSync(values.config, 'utf8')) as { openai?: object; deepgram?: object })
  : {};
const host = values.host ?? '127.0.0.1';
const openai = await startFakeOpenAI(config.openai ?? {}, { port: Number(values['openai-port']), host });
const deepgram = await startFakeDeepgram(config.deepgram ?? {}, {
  port: Number(values['deepgram-port']),
  host,
});
console.log(JSON.stringify({ openai: openai.url, deepgram: deepgram.url }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([openai.stop(), deepgram.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
