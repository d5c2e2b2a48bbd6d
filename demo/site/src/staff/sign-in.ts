/**
 * The back office's sign-in (the orders and saved-cards pages): a real form asking for the
 * password `pnpm demo` printed, shown when the server answers `sign_in_required`. The server
 * then sets an `HttpOnly` session cookie, which this page never sees; the page loads again.
 */
import { getStaffSession, signIn, toApiRequestError } from '../api/client.js';
import { h } from '../dom.js';

/** The server's code for a back-office request without a session. */
export const SIGN_IN_REQUIRED = 'sign_in_required';

/**
 * Shows the sign-in form right after `anchor` (once: a second call reuses it) and runs
 * `onSignedIn` after a successful sign-in, the form removed.
 */
export function showSignIn(anchor: Element, onSignedIn: () => void): void {
  const existing = document.getElementById('sign-in');
  if (existing) {
    existing.querySelector('input')?.focus();
    return;
  }
  const error = h('p', { id: 'sign-in-error', class: 'field__error', role: 'alert' });
  const password = h('input', {
    id: 'sign-in-password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
    'aria-describedby': 'sign-in-hint sign-in-error',
  });
  const button = h('button', { type: 'submit', class: 'button' }, 'Sign in');
  const form = h(
    'form',
    { id: 'sign-in', class: 'panel sign-in', 'aria-labelledby': 'sign-in-title', novalidate: true },
    h('h2', { id: 'sign-in-title' }, 'Sign in to the back office'),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'sign-in-password' }, 'Password'),
      h(
        'span',
        { id: 'sign-in-hint', class: 'field__hint' },
        'Printed where the demo was started (or DEMO_ADMIN_PASSWORD).',
      ),
      password,
      error,
    ),
    button,
  );
  const fail = (message: string): void => {
    error.textContent = message;
    password.setAttribute('aria-invalid', 'true');
    password.focus();
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (password.value === '') {
      fail('Enter the back-office password.');
      return;
    }
    button.disabled = true;
    signIn(password.value)
      .then(() => {
        form.remove();
        onSignedIn();
      })
      .catch((failure: unknown) => {
        const refusal = toApiRequestError(failure);
        fail(refusal.code === 'wrong_password' ? 'That is not the password.' : refusal.message);
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  anchor.after(form);
  password.focus();
}

/**
 * Runs `load` (a back-office page's first load) once this browser is signed in: at once when it
 * is, else after the sign-in form succeeds. Asking first keeps a signed-out visit free of
 * refused requests; a session that ends later still gets the form through `load`'s own 401.
 */
export async function loadWhenSignedIn(anchor: Element, load: () => Promise<void>): Promise<void> {
  const signedIn = await getStaffSession().then(
    (session) => session.signedIn,
    // The server cannot be reached: `load` shows why.
    () => true,
  );
  if (signedIn) await load();
  else showSignIn(anchor, () => void load());
}
