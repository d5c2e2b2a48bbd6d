import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { StaffSession } from '../../shared/api.js';
import { ApiHttpError } from '../http/api-error.js';
import { methodNotAllowed } from '../http/method-not-allowed.js';
import { readJson } from '../http/read-json.js';
import { parseBody } from '../http/validate.js';
import { clientAddress } from '../http/client-address.js';
import { requireSameOrigin } from '../http/same-origin.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import { STAFF_SESSION_TTL_MS, type StaffSessions } from './staff-sessions.js';

/** The cookie that carries a back-office session. */
export const STAFF_COOKIE = 'demo_staff_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const signInRequest = z.strictObject({
  password: z.string({ error: 'must be the back-office password, as text' }).min(1, {
    error: 'must be the back-office password, as text',
  }),
});

/** Whether the request comes with a live back-office session. */
export function isStaff(sessions: StaffSessions, c: Context): boolean {
  return sessions.isSignedIn(getCookie(c, STAFF_COOKIE));
}

/**
 * Lets only a signed-in member of staff through, whatever the `Origin`: 401 without a live
 * session. A request that changes something must also come from the site's own pages (the
 * `Origin`, or `Sec-Fetch-Site: same-origin`): 403 otherwise, so that another site cannot make
 * a signed-in browser capture, refund or charge (CSRF; `SameSite=Strict` is the second lock).
 */
export function requireStaff(sessions: StaffSessions): MiddlewareHandler {
  return async (c, next) => {
    if (!isStaff(sessions, c)) {
      throw new ApiHttpError(
        401,
        'sign_in_required',
        'Sign in to the back office first: the password is printed when the demo starts.',
      );
    }
    if (!SAFE_METHODS.has(c.req.method)) requireSameOrigin(c);
    await next();
  };
}

/**
 * `/api/session`: sign in to the back office (`POST {password}` → 204 and the session cookie,
 * `HttpOnly`, `SameSite=Strict`, `Secure` on https), see whether one is signed in (`GET`), and
 * sign out (`DELETE`). Signing in also needs the site's own origin, so another site cannot sign
 * a browser in to a session of its choosing. Wrong passwords lock the client's address out for
 * longer and longer (`throttle`): while it waits, a sign-in is answered 429 with `Retry-After`,
 * its password not checked.
 */
export function staffRoutes(
  sessions: StaffSessions,
  throttle: SignInThrottle,
  secure: () => boolean,
): Hono {
  const app = new Hono();
  app.get('/session', (c) =>
    c.json({ signedIn: sessions.isSignedIn(getCookie(c, STAFF_COOKIE)) } satisfies StaffSession),
  );
  app.post('/session', async (c) => {
    requireSameOrigin(c);
    const { password } = parseBody(signInRequest, await readJson(c), 'The sign-in');
    // From the wait check to counting the failure nothing is awaited: many sign-ins sent at
    // once are each checked after the failures of those before them are counted.
    const address = clientAddress(c);
    const waitMs = throttle.waitMs(address);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiHttpError(
        429,
        'too_many_attempts',
        `Too many wrong passwords: try again in ${seconds} s.`,
        { headers: { 'Retry-After': String(seconds) } },
      );
    }
    const id = sessions.signIn(password);
    if (id === null) {
      throttle.failed(address);
      throw new ApiHttpError(401, 'wrong_password', 'That is not the back-office password.', {
        fields: [{ path: 'password', message: 'is not the back-office password' }],
      });
    }
    throttle.succeeded(address);
    setCookie(c, STAFF_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(),
      path: '/',
      maxAge: STAFF_SESSION_TTL_MS / 1000,
    });
    return c.body(null, 204);
  });
  app.delete('/session', (c) => {
    requireSameOrigin(c);
    sessions.signOut(getCookie(c, STAFF_COOKIE));
    deleteCookie(c, STAFF_COOKIE, {
      path: '/',
      secure: secure(),
      httpOnly: true,
      sameSite: 'Strict',
    });
    return c.body(null, 204);
  });
  app.all('/session', methodNotAllowed('GET', 'POST', 'DELETE'));
  return app;
}
