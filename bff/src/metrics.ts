import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one BFF replica, served at /metrics. */
export function createBffMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'anamnesis_bff_' });
  return {
    registry,
    requests: new Counter({
      name: 'anamnesis_bff_graphql_requests_total',
      help: 'GraphQL operations answered over HTTP, by operation type and outcome.',
      labelNames: ['operation', 'outcome'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'anamnesis_bff_graphql_request_duration_seconds',
      help: 'Time to answer a GraphQL operation over HTTP.',
      labelNames: ['operation'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'anamnesis_bff_upstream_errors_total',
      help: 'REST API calls that failed: unreachable or timed out, 5xx, or an answer off the contract.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    activeVoiceSessions: new Gauge({
      name: 'anamnesis_bff_active_voice_sessions',
      help: 'Voice sessions with an open audio socket on this replica.',
      registers: [registry],
    }),
    voiceStage: new Histogram({
      name: 'anamnesis_bff_voice_stage_seconds',
      help: 'Per-stage voice timings: end of speech to final transcript, to first reply token, to first audio byte.',
      labelNames: ['stage'] as const,
      buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2],
      registers: [registry],
    }),
  };
}

export type BffMetrics = ReturnType<typeof createBffMetrics>;
