import { describe, expect, it } from 'vitest';
import { launchTarget } from './LaunchedPage';

describe('where a launch from a learning platform may lead', () => {
  it('to a path of this app', () => {
    expect(launchTarget('/voice-chat/12')).toBe('/voice-chat/12');
    expect(launchTarget('/view-marks/3')).toBe('/view-marks/3');
  });

  it('never to another site, nor nowhere', () => {
    for (const to of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(launchTarget(to)).toBeNull();
  });
});
