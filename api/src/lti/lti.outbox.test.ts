import { describe, expect, it } from 'vitest';
import { backoffMs, scoresUrl } from './lti.outbox.js';

describe('the score endpoint of a line item', () => {
  it('puts /scores before the query string, as Moodle’s line items carry one', () => {
    expect(scoresUrl('https://moodle.example/mod/lti/services.php/2/lineitems/7/lineitem?type_id=1')).toBe(
      'https://moodle.example/mod/lti/services.php/2/lineitems/7/lineitem/scores?type_id=1',
    );
    expect(scoresUrl('https://canvas.example/api/lti/courses/1/line_items/5')).toBe(
      'https://canvas.example/api/lti/courses/1/line_items/5/scores',
    );
    expect(scoresUrl('https://p.example/lineitems/5/')).toBe('https://p.example/lineitems/5/scores');
  });
});

describe('retry backoff', () => {
  it('doubles from 30 s and stops growing at 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(12)).toBe(6 * 3600_000);
  });
});
