import type { RouteDef } from '../lib/route.js';

export const homeRoutes: RouteDef[] = [];
