import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import { describeGeneratedTypes } from './describe.js';
import './scalars.js';
import './errors.js';
import './pagination.js';
import './users.js';
import './auth.js';
import './notifications.js';
import './symptoms.js';
import './patients.js';
import './voices.js';
import './rooms.js';
import './apiKeys.js';
import './assignments.js';
import './requests.js';
import './dashboard.js';

export const schema = lexicographicSortSchema(describeGeneratedTypes(builder.toSchema()));
