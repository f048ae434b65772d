// Learning platforms (LTI 1.3, docs/lti.md) in the schema: the types and the lists read (types.ts), the
// changes (mutations.ts).

import './types.js';
import './mutations.js';
