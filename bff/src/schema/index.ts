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

export const schema = lexicographicSortSchema(describeGeneratedTypes(builder.toSchema()));
