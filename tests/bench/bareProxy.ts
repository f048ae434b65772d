// The floor of any BFF on this machine: a bare Node HTTP server that answers each request with one
// upstream call through an undici Pool (as the BFF's REST client makes it) and nothing else. What it
// adds over the direct call is the cost of the extra loopback hop alone. Started by bffOverhead.ts.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const upstream = process.env.UPSTREAM_URL as string;
const upstreamPath = process.env.UPSTREAM_PATH as string;
const pool = new Pool(new URL(upstream).origin, { connections: 64 });

createServer(async (req, res) => {
  for await (const _ of req); // read the body, as a GraphQL server must
  const answer = await pool.request({
    method: 'GET',
    path: upstreamPath,
    headers: { accept: 'application/json', authorization: req.headers.authorization ?? '' },
  });
  const body = await answer.body.text();
  res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(`{"data":${body}}`);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));

process.once('SIGTERM', () => process.exit(0));
