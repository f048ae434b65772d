import type { RouteDef } from '../lib/route.js';

export const roomRoutes: RouteDef[] = [];
