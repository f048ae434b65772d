import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import { buildOpenApi } from './openapi.js';

type Operation = { operationId?: string; parameters?: { name: string; in: string }[] };
const doc = buildOpenApi(routes);
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
);

describe('the OpenAPI document (GET /api/v1/openapi.json)', () => {
  it('names every operation once, with an operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(routes.length);
  });

  it('gives one path item to paths that differ only in parameter names, each naming its own', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{\w+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    // The router keeps GET /assignments/{studentId} and DELETE /assignments/{id}; the document has one.
    const item = doc.paths['/assignments/{id}'] as Record<string, Operation>;
    expect(Object.keys(item).sort()).toEqual(['delete', 'get']);
    expect(item.get?.operationId).toBe('getAssignmentsByStudentId');
    expect(item.get?.parameters?.find((p) => p.in === 'path')).toMatchObject({
      name: 'id',
      description: "The student's id.",
    });
    for (const { path, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, `${path} ${op.operationId}`).toEqual(inPath);
    }
  });

  it('states its licence', () => {
    expect(doc.info.license.name).toMatch(/\w/);
  });
});

/** A tiny client over the generated types: what an integration partner would write. */
const client = `
import type { operations, paths } from './api.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<O> = O extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;
type Init<O> = (O extends { parameters: infer P } ? { params: P } : { params?: never }) &
  (O extends { requestBody: { content: { 'application/json': infer B } } } ? { body: B } : { body?: never }) & {
    token?: string;
  };

export async function call<P extends keyof paths, M extends keyof paths[P] & Method>(
  base: string,
  path: P,
  method: M,
  init: Init<paths[P][M]>,
): Promise<Ok<paths[P][M]>> {
  const params = (init as { params?: { path?: object; query?: object } }).params;
  let url = String(path);
  for (const [name, value] of Object.entries(params?.path ?? {})) url = url.replace(\`{\${name}}\`, String(value));
  const query = new URLSearchParams(Object.entries(params?.query ?? {}).map(([k, v]) => [k, String(v)]));
  const response = await fetch(\`\${base}/api/v1\${url}\${query.size ? \`?\${query}\` : ''}\`, {
    method: method.toUpperCase(),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: \`Bearer \${init.token}\` } : {}),
    },
    body: 'body' in init ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(((await response.json()) as { message: string }).message);
  return (await response.json()) as Ok<paths[P][M]>;
}

export async function demo(base: string): Promise<string[]> {
  const { token, user } = await call(base, '/auth/login', 'post', {
    body: { email: 'student@example.com', password: 'student123' },
  });
  const mine = await call(base, '/assignments/{id}', 'get', {
    params: { path: { id: user.id }, query: { omit: 'conversationLog', limit: 10 } },
    token,
  });
  const statuses: ('assigned' | 'inprogress' | 'completed' | 'marked')[] = mine.assignedPatients.map(
    (p) => p.status,
  );
  const deleted: operations['deleteAssignmentsById']['parameters']['path']['id'] = 1;
  await call(base, '/assignments/{id}', 'delete', { params: { path: { id: deleted } }, token });
  // @ts-expect-error: the login body takes an email, not a username
  await call(base, '/auth/login', 'post', { body: { username: 'student', password: 'student123' } });
  // @ts-expect-error: a path parameter is a number
  await call(base, '/users/{id}', 'get', { params: { path: { id: 'one' } }, token });
  // @ts-expect-error: the document has one path item per shape; this name is the router's, not the document's
  await call(base, '/assignments/{studentId}', 'get', { params: { path: { studentId: 1 } }, token });
  // @ts-expect-error: an answer's fields are typed
  const wrong: number = user.name;
  return [...statuses, String(wrong)];
}
`;

describe('a typed client generated from it (openapi-typescript)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('compiles with the workspace TypeScript, strict', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'anamnesis-openapi-'));
    dirs.push(dir);
    // Its types want a licence `url` and `identifier`, which OpenAPI 3.0 does not require.
    await writeFile(join(dir, 'api.ts'), await openapiTS(doc as unknown as OpenAPI3));
    await writeFile(join(dir, 'client.ts'), client);
    const base = fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url));
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: base,
        compilerOptions: { noEmit: true, lib: ['ES2023', 'DOM'], types: [], sourceMap: false },
        files: ['api.ts', 'client.ts'],
      }),
    );
    const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
    const run = await promisify(execFile)(process.execPath, [tsc, '-p', dir]).then(
      () => '',
      (e: { stdout?: string; message: string }) => e.stdout || e.message,
    );
    expect(run).toBe('');
  });
});
