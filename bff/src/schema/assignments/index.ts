// Assignments in the schema, one concern a file: the model read from the REST answers (model.ts), the
// enums, scores and evidence, the Assignment type, the queries, the inputs and the mutations.

import './queries.js';
import './mutations.js';

export { AssignmentStatusEnum, ResetRequestStatusEnum } from './enums.js';
export { type AssignmentModel, assignmentDetail, fromDetail, fromRest, studentSource } from './model.js';
export { AssignmentPayload } from './mutations.js';
export { SCORE_MAX } from './scores.js';
export { Assignment, ConversationMessage } from './types.js';
