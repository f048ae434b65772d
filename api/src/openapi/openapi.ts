import { z } from 'zod';
import type { RouteDef } from '../lib/route.js';

const accessText = {
  public: 'Anyone.',
  user: 'Any signed-in user.',
  admin: 'Admins and super admins.',
  service: 'The BFF only, with its service credential (header `x-anamnesis-service`, docs/trust.md).',
} as const;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/**
 * The project declares no open licence: the document says so (OpenAPI requires a licence name; the
 * recommended lint rules ask for one).
 */
const license = { name: 'Proprietary: not licensed for use outside the school that runs it' };

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');

/**
 * The operation's stable name for generated clients, from its method and its route's own path:
 * `GET /users/{id}` is `getUsersById`, `POST /assignments/assignment/{assignmentId}/draft` is
 * `postAssignmentsAssignmentByAssignmentIdDraft`.
 */
export function operationId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/)?.[1];
      return param ? `By${pascal(param)}` : pascal(segment);
    });
  return route.method + words.join('');
}

const shapeOf = (path: string) => path.replace(/\{\w+\}/g, '{}');

/**
 * The document's path for each route. Routes of one shape share one path item (OpenAPI allows no two
 * paths that differ only in parameter names): where they name a parameter differently (`GET
 * /assignments/{studentId}`, `DELETE /assignments/{id}`), the document calls it `id` and each operation
 * says what its id is. The router keeps each route's own names.
 */
export function documentPaths(routes: Pick<RouteDef, 'path'>[]): Map<string, string> {
  const names = new Map<string, string[][]>();
  for (const r of routes) {
    const params = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    names.set(shapeOf(r.path), [...(names.get(shapeOf(r.path)) ?? []), params]);
  }
  const out = new Map<string, string>();
  for (const r of routes) {
    const variants = names.get(shapeOf(r.path)) ?? [];
    let i = 0;
    out.set(
      r.path,
      r.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const position = i++;
        const same = variants.every((v) => v[position] === name);
        return `{${same ? name : position === 0 ? 'id' : `id${position + 1}`}}`;
      }),
    );
  }
  return out;
}

/** `studentId` → "The student's id." */
const describeId = (name: string) =>
  `The ${name.replace(/Id$/, '').replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}'s id.`;

/** The OpenAPI 3 document of every route, built from the same definitions that serve them. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const docPaths = documentPaths(routes);
  const operationIds = new Set<string>();
  for (const r of routes) {
    const path = docPaths.get(r.path) ?? r.path;
    // The route's parameter names in path order, and the document's names for them.
    const routeNames = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const docNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const docName = (name: string) => docNames[routeNames.indexOf(name)] ?? name;
    const parameters = [
      ...Object.keys((r.params as z.ZodObject | undefined)?.shape ?? {}).map((name) => ({
        name: docName(name),
        in: 'path',
        required: true,
        ...(docName(name) !== name ? { description: describeId(name) } : {}),
        schema: { type: 'integer', minimum: 1 },
      })),
      ...Object.entries((r.query as z.ZodObject | undefined)?.shape ?? {}).map(([name, s]) => ({
        name,
        in: 'query',
        required: false,
        schema: jsonSchema(s as z.ZodType, 'input'),
      })),
    ];
    const responses = Object.fromEntries(
      Object.entries(r.responses).map(([status, doc]) => [
        status,
        {
          description: doc.description,
          ...(doc.schema
            ? { content: { 'application/json': { schema: jsonSchema(doc.schema, 'output') } } }
            : {}),
        },
      ]),
    );
    if (r.access !== 'public') {
      responses['401'] ??= { description: 'Missing, expired or revoked token' };
      if (r.access === 'admin') responses['403'] ??= { description: 'Not an admin' };
    }
    const id = operationId(r);
    if (operationIds.has(id)) throw new Error(`Two routes make the operationId ${id}`);
    operationIds.add(id);
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[r.method] = {
      operationId: id,
      tags: [r.tag],
      summary: r.summary,
      description: `**Who may call it:** ${accessText[r.access]}${r.rule ? ` ${r.rule}` : ''}`,
      ...(r.access === 'public'
        ? { security: [] }
        : r.access === 'service'
          ? { security: [{ service: [] }] }
          : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(r.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(r.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Anamnesis REST API',
      version: '1.0.0',
      license,
      description:
        'The system of record of Anamnesis. Errors are `{"message"}` with a 4xx status; list endpoints accept `search`, `limit` and `offset` and put the unpaged count in `X-Total-Count`.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        service: { type: 'apiKey', in: 'header', name: 'x-anamnesis-service' },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
