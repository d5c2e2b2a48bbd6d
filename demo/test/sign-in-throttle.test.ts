import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiError } from '../shared/api.js';
import { SignInThrottle } from '../server/staff/sign-in-throttle.js';
import { ADMIN_PASSWORD, useShop } from './helpers.js';

describe('the sign-in throttle', () => {
  it('locks an address out after 5 wrong passwords, doubling each time, up to the longest', () => {
    let now = 0;
    const throttle = new SignInThrottle({
      now: () => now,
      maxLockoutMs: 8_000,
      forgetAfterMs: 8_000,
      maxFailuresPerSecond: 100,
    });
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.failed('a');
    assert.equal(throttle.waitMs('a'), 0, 'four are free');
    const locks: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      throttle.failed('a');
      locks.push(throttle.waitMs('a'));
      now += throttle.waitMs('a');
    }
    assert.deepEqual(locks, [1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    assert.equal(throttle.waitMs('b'), 0, 'another address does not wait');
    throttle.succeeded('a');
    assert.equal(throttle.waitMs('a'), 0);
  });

  it('caps wrong passwords per second across all addresses', () => {
    let now = 0;
    const throttle = new SignInThrottle({ now: () => now, maxFailuresPerSecond: 3 });
    throttle.failed('a');
    now = 400;
    throttle.failed('b');
    throttle.failed('c');
    assert.equal(throttle.waitMs('d'), 600, 'until the first of the three is a second old');
    now = 1_000;
    assert.equal(throttle.waitMs('d'), 0);
  });

  it('forgets quiet addresses, and never remembers more than it may', () => {
    let now = 0;
    const throttle = new SignInThrottle({
      now: () => now,
      maxAddresses: 2,
      freeFailures: 1,
      maxFailuresPerSecond: 100,
    });
    throttle.failed('a');
    throttle.failed('b');
    throttle.failed('c');
    assert.equal(throttle.waitMs('a'), 0, 'the least recent one went first');
    assert.equal(throttle.waitMs('c'), 1_000);
    now = 60 * 60_000;
    throttle.failed('d');
    // `c` was quiet for an hour: forgotten, so its next wrong password is its first again.
    throttle.failed('c');
    assert.equal(throttle.waitMs('c'), 1_000);
  });

  it('refuses settings that make no sense, naming them', () => {
    assert.throws(
      () => new SignInThrottle({ freeFailures: 0 }),
      /freeFailures must be a whole number, 1 or more/,
    );
    assert.throws(
      () => new SignInThrottle({ maxLockoutMs: 2 * 60 * 60_000 }),
      /forgetAfterMs must be at least maxLockoutMs/,
    );
  });
});

describe('POST /api/session under guessing', () => {
  let now = 0;
  const shop = useShop({ signInThrottle: { now: () => now } });

  /** A sign-in from `address`, as the site's proxy forwards it. */
  async function signInFrom(address: string, password: string) {
    const { merchant } = shop();
    const response = await fetch(`${merchant.url}/api/session`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: merchant.url,
        'X-Forwarded-For': address,
      },
      body: JSON.stringify({ password }),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      code: text ? (JSON.parse(text) as ApiError).error.code : null,
    };
  }

  it('answers 429 with Retry-After to an address that keeps guessing, even with the right password', async () => {
    const guesser = '203.0.113.7';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      assert.equal((await signInFrom(guesser, 'wrong-password')).status, 401);
    }
    assert.deepEqual(await signInFrom(guesser, ADMIN_PASSWORD), {
      status: 429,
      retryAfter: '1',
      code: 'too_many_attempts',
    });
    // Addresses written in front of the proxy's own are not believed.
    const spoofed = await signInFrom(`198.51.100.1, ${guesser}`, ADMIN_PASSWORD);
    assert.equal(spoofed.status, 429);
    assert.equal((await signInFrom('203.0.113.8', ADMIN_PASSWORD)).status, 204, 'others sign in');

    now += 1_000;
    assert.equal((await signInFrom(guesser, 'wrong-password')).status, 401);
    assert.equal((await signInFrom(guesser, ADMIN_PASSWORD)).retryAfter, '2', 'twice as long');
    now += 1_999;
    assert.equal((await signInFrom(guesser, ADMIN_PASSWORD)).status, 429);
    now += 1;
    assert.equal((await signInFrom(guesser, ADMIN_PASSWORD)).status, 204, 'after the lock-out');
    // The right password reset the count: five free guesses again.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      assert.equal((await signInFrom(guesser, 'wrong-password')).status, 401);
    }
  });

  it('caps wrong passwords across all addresses: a flood from many waits a second', async () => {
    now += 60 * 60_000;
    for (let host = 1; host <= 10; host += 1) {
      assert.equal((await signInFrom(`192.0.2.${host}`, 'wrong-password')).status, 401);
    }
    assert.deepEqual(await signInFrom('192.0.2.200', ADMIN_PASSWORD), {
      status: 429,
      retryAfter: '1',
      code: 'too_many_attempts',
    });
    now += 1_000;
    assert.equal((await signInFrom('192.0.2.200', ADMIN_PASSWORD)).status, 204);
  });
});
