// Voice sessions in the schema: the session types, its events (a subscription) and its mutations.

import './types.js';
import './events.js';
import './mutations.js';
