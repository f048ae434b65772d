import { apiKeyRoutes } from './apiKeys/apiKeys.routes.js';
import { assignmentListRoutes } from './assignments/assignmentLists.routes.js';
import { assignmentRoutes } from './assignments/assignments.routes.js';
import { conversationRoutes } from './assignments/conversation.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { homeRoutes } from './home/home.routes.js';
import type { RouteDef } from './lib/route.js';
import { ltiRoutes } from './lti/lti.routes.js';
import { markingRoutes } from './marking/marking.routes.js';
import { markingQualityRoutes } from './markingQuality/markingQuality.routes.js';
import { partnerTokenRoutes } from './partnerTokens/partnerTokens.routes.js';
import { patientRoutes } from './patients/patients.routes.js';
import { requestRoutes } from './requests/requests.routes.js';
import { roomRoutes } from './rooms/rooms.routes.js';
import { settingRoutes } from './settings/settings.routes.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { symptomRoutes } from './symptoms/symptoms.routes.js';
import { userRoutes } from './users/users.routes.js';
import { providerModelRoutes } from './voices/voices.routes.js';

/** Every REST route, in matching order: within a domain, fixed paths come before `{param}` paths. */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...homeRoutes,
  ...userRoutes,
  ...patientRoutes,
  ...symptomRoutes,
  ...providerModelRoutes,
  ...markingQualityRoutes,
  ...assignmentRoutes,
  ...assignmentListRoutes,
  ...conversationRoutes,
  ...markingRoutes,
  ...requestRoutes,
  ...roomRoutes,
  ...apiKeyRoutes,
  ...settingRoutes,
  ...partnerTokenRoutes,
  ...statisticsRoutes,
  ...ltiRoutes,
];
