import { z } from 'zod';
import type { RouteDef } from '../lib/route.js';

const accessText = {
  public: 'Anyone.',
  user: 'Any signed-in user.',
  admin: 'Admins and super admins.',
} as const;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI 3 document of every route, built from the same definitions that serve them. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const parameters = [
      ...Object.keys((r.params as z.ZodObject | undefined)?.shape ?? {}).map((name) => ({
        name,
        in: 'path',
        required: true,
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
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, unknown>)[r.method] = {
      tags: [r.tag],
      summary: r.summary,
      description: `**Who may call it:** ${accessText[r.access]}${r.rule ? ` ${r.rule}` : ''}`,
      ...(r.access === 'public' ? { security: [] } : {}),
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
      description:
        'The system of record of Anamnesis. Errors are `{"message"}` with a 4xx status; list endpoints accept `search`, `limit` and `offset` and put the unpaged count in `X-Total-Count`.',
    },
    servers: [{ url: '/api/v1' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
