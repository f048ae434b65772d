import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one API server: request rate and latency per route, plus Node's own. */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'anamnesis_api_' });
  const requests = new Counter({
    name: 'anamnesis_api_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'anamnesis_api_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const partnerRequests = new Counter({
    name: 'anamnesis_api_partner_requests_total',
    help: 'Requests made with partner tokens, by scope (unknown: the token was refused) and outcome.',
    labelNames: ['scope', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    /** ok, refused (401), forbidden (403), rate_limited (429), invalid (other 4xx) or error (5xx). */
    partner(scope: string, status: number) {
      const outcome =
        status < 400
          ? 'ok'
          : status === 401
            ? 'refused'
            : status === 403
              ? 'forbidden'
              : status === 429
                ? 'rate_limited'
                : status < 500
                  ? 'invalid'
                  : 'error';
      partnerRequests.inc({ scope, outcome });
    },
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
