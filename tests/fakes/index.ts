// The fake OpenAI and Deepgram servers, for in-process use by tests:
//   const openai = await startFakeOpenAI({ reply: 'It hurts here.' });   // { url, stop, requests, configure }
//   const deepgram = await startFakeDeepgram({ transcripts: ['Where does it hurt?'] });
// Point the BFF at them with OPENAI_BASE_URL / DEEPGRAM_BASE_URL and store a key for each service through
// REST `apiKeys/api-keys` so the BFF uses them. `cli.ts` runs both as a standalone process.
export { spokenChunks } from './audio.js';
export { type FakeDeepgramOptions, startFakeDeepgram } from './deepgram.js';
export type { FakeServer } from './http.js';
export { chunksOf, type FakeOpenAIOptions, instanceOf, startFakeOpenAI } from './openai.js';
