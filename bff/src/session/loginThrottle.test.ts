import { describe, expect, it } from 'vitest';
import { createLoginThrottle, loginThrottleLimits } from './loginThrottle.js';

function throttleAt() {
  const clock = { now: 1_000_000 };
  const throttle = createLoginThrottle({ ...loginThrottleLimits, now: () => clock.now });
  return { throttle, clock };
}

describe('the sign-in throttle', () => {
  it('holds one address to 5 failures on an account for 15 minutes, without touching the owner elsewhere', async () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 5; i++) {
      expect(await throttle.retryAfter('victim@example.com', '203.0.113.1')).toBe(0);
      await throttle.recordFailure('victim@example.com', '203.0.113.1');
    }
    expect(await throttle.retryAfter('Victim@Example.com ', '203.0.113.1')).toBe(15 * 60);
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(0);
    clock.now += 15 * 60_000;
    expect(await throttle.retryAfter('victim@example.com', '203.0.113.1')).toBe(0);
  });

  it('holds one address to 20 failures over all accounts', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i++) await throttle.recordFailure(`nobody${i}@example.com`, '203.0.113.2');
    expect(await throttle.retryAfter('admin@example.com', '203.0.113.2')).toBe(15 * 60);
    expect(await throttle.retryAfter('admin@example.com', '203.0.113.3')).toBe(0);
  });

  it('paces an account attacked from many addresses to one attempt a minute: the owner waits a minute at most', async () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 10; i++) await throttle.recordFailure('victim@example.com', `203.0.113.${10 + i}`);
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(60);
    clock.now += 30_000;
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(30);
    clock.now += 30_000;
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(0);
    // Each further failure buys the attacker one more minute, never more.
    await throttle.recordFailure('victim@example.com', '203.0.113.99');
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(60);
    clock.now += 60_000;
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(0);
    await throttle.recordSuccess('victim@example.com', '198.51.100.7');
    await throttle.recordFailure('victim@example.com', '203.0.113.98');
    expect(await throttle.retryAfter('victim@example.com', '198.51.100.7')).toBe(0);
  });
});
