import type { RouteDef } from '../lib/route.js';

export const assignmentRoutes: RouteDef[] = [];
