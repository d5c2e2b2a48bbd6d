import type { Purchase } from '@checkout-kit/protocol';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pageLanguage, pageStrings } from './page-strings.js';

/**
 * The frame of every page a payer sees. All markup goes through Hono's `html` template, which
 * escapes every interpolated value; nothing is built by joining strings of input.
 */

/** A piece of escaped markup. */
export type Html = ReturnType<typeof html>;

/** A message shown above a page's content. */
export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

const STYLES = `
:root {
  color-scheme: light;
  --ink: #172033; --muted: #5b6478; --line: #d9dee8; --page: #f3f5f9; --card: #ffffff;
  --accent: #1f4fd1; --accent-ink: #ffffff; --accent-soft: #e8eefc;
  --danger: #b42318; --danger-soft: #fdecea; --ok: #067647; --ok-soft: #e7f6ee;
  --focus: #f59e0b;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  line-height: 1.5; color: var(--ink); background: var(--page);
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; padding: 2rem 1rem; }
.test-banner { width: 100%; max-width: 32rem; margin: 0 0 1rem; padding: .5rem .875rem; border-radius: .5rem; background: #fff4d6; color: #6b4a00; font-size: .875rem; border: 1px solid #f3d78a; }
main { width: 100%; max-width: 32rem; background: var(--card); border: 1px solid var(--line); border-radius: .875rem; box-shadow: 0 1px 2px rgb(16 24 40 / .06), 0 8px 24px rgb(16 24 40 / .06); overflow: hidden; }
.merchant { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: .25rem 1rem; padding: 1.25rem 1.5rem; border-bottom: 1px solid var(--line); }
.merchant-name { margin: 0; font-size: 1rem; font-weight: 600; }
.reference { margin: 0; color: var(--muted); font-size: .875rem; }
.content { padding: 1.5rem; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 1rem; }
h2 { font-size: 1rem; margin: 1.5rem 0 .75rem; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); }
.summary { margin: 0 0 1.5rem; padding: 0; list-style: none; border: 1px solid var(--line); border-radius: .625rem; }
.summary li { display: flex; justify-content: space-between; gap: 1rem; padding: .625rem .875rem; border-top: 1px solid var(--line); }
.summary li:first-child { border-top: 0; }
.summary .total { font-weight: 700; font-size: 1.125rem; background: #f8f9fc; }
.amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
.notice { padding: .75rem 1rem; border-radius: .5rem; margin: 0 0 1.25rem; border: 1px solid; }
.notice.info { background: var(--accent-soft); border-color: #c5d4f7; }
.notice.error { background: var(--danger-soft); border-color: #f5c2bd; color: var(--danger); }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { font-weight: 600; margin-bottom: .75rem; padding: 0; }
.choices { display: grid; gap: .5rem; margin-bottom: 1.25rem; }
.choice { display: flex; align-items: center; gap: .75rem; padding: .75rem .875rem; border: 1px solid var(--line); border-radius: .625rem; cursor: pointer; }
.choice:hover { border-color: #aab4c8; }
.choice:has(input:checked) { border-color: var(--accent); background: var(--accent-soft); }
.choice input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--accent); }
.choice .label { flex: 1; font-weight: 500; }
.choice .detail { color: var(--muted); font-size: .875rem; }
.logos { display: flex; gap: .25rem; }
.logos img { height: 1.5rem; width: auto; }
.field { margin-bottom: 1rem; }
.field label { display: block; font-weight: 500; margin-bottom: .25rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
input[type="text"], select { width: 100%; font: inherit; padding: .625rem .75rem; border: 1px solid #b9c1d1; border-radius: .5rem; background: #fff; color: var(--ink); }
[aria-invalid="true"] { border-color: var(--danger); }
.after-actions { margin: 1rem 0 0; text-align: center; }
.error-text { color: var(--danger); font-size: .875rem; margin: .25rem 0 0; }
/* A field's error line and the form's summary are always in the page, unseen while empty. */
.error-text:empty, #field-summary:empty { display: none; }
.hint { color: var(--muted); font-size: .875rem; margin: .25rem 0 0; }
.check { display: flex; gap: .5rem; align-items: flex-start; margin: .25rem 0 1.25rem; }
.check input { width: 1.125rem; height: 1.125rem; margin: .2rem 0 0; accent-color: var(--accent); }
.actions { display: grid; gap: .75rem; }
.actions.two { grid-template-columns: 1fr 1fr; }
button, .button { display: inline-flex; justify-content: center; align-items: center; width: 100%; font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: .5rem; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-ink); cursor: pointer; text-decoration: none; }
button.secondary, .button.secondary { background: #fff; color: var(--ink); border-color: #b9c1d1; }
button.danger { background: #fff; color: var(--danger); border-color: #e59a92; }
button:hover, .button:hover { filter: brightness(1.06); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
input[type="text"]:focus-visible, select:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; border-color: var(--accent); }
.status-icon { display: inline-flex; width: 2.75rem; height: 2.75rem; border-radius: 50%; align-items: center; justify-content: center; font-size: 1.375rem; font-weight: 700; margin-bottom: .75rem; }
.status-icon.ok { background: var(--ok-soft); color: var(--ok); }
.status-icon.error { background: var(--danger-soft); color: var(--danger); }
.status-icon.info { background: var(--accent-soft); color: var(--accent); }
.test-cards { margin: 1.5rem 0 0; padding: .75rem .875rem; border: 1px dashed var(--line); border-radius: .5rem; font-size: .875rem; color: var(--muted); }
.test-cards ul { margin: .25rem 0 0; padding-left: 1.25rem; }
.test-cards code { color: var(--ink); }
.acs-brand { display: flex; align-items: center; gap: .5rem; white-space: nowrap; font-weight: 700; letter-spacing: .02em; }
.acs-badge { white-space: nowrap; font-size: .75rem; padding: .125rem .5rem; border-radius: 999px; background: var(--accent-soft); color: var(--accent); }
dl.facts { display: grid; grid-template-columns: auto 1fr; gap: .375rem 1rem; margin: 0 0 1.5rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
footer { margin-top: 1rem; color: var(--muted); font-size: .8125rem; text-align: center; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 30rem) { body { padding: 0; } main { border-radius: 0; border-left: 0; border-right: 0; } .test-banner { border-radius: 0; margin: 0; } .row { grid-template-columns: 1fr; } }
`;

/** `RM 1,234.50` for MYR; other currencies in their usual form. */
export function formatAmount(amount: number, currency = 'MYR'): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'MYR';
  return new Intl.NumberFormat('en-MY', { style: 'currency', currency: code }).format(amount / 100);
}

/** The purchase's reference as a payer would recognise it. */
export function referenceOf(purchase: Purchase): string {
  return purchase.reference || purchase.reference_generated;
}

/** The merchant's name as the pages show it: the brand's name. */
export function merchantName(purchase: Purchase): string {
  const name = purchase.issuer_details.brand_name;
  return typeof name === 'string' && name !== '' ? name : pageStrings(purchase).merchantFallback;
}

/** A notice box; `role="alert"` for errors so a screen reader announces them. */
export function noticeBox(notice: Notice | null | undefined): Html | '' {
  if (!notice) return '';
  return notice.tone === 'error'
    ? html`<div class="notice error" role="alert">${notice.text}</div>`
    : html`<div class="notice info" role="status">${notice.text}</div>`;
}

/** Only `http:` and `https:` addresses become links or redirects. */
export function isWebUrl(value: string | undefined | null): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What goes into a page. */
export interface PageParts {
  /** The document title (the merchant's name is added). */
  title: string;
  /** The purchase the page is about: its merchant and reference head the page. */
  purchase?: Purchase;
  /** The page's content, inside `<main>`. */
  body: Html;
  /** Replaces the merchant header, as the 3-D Secure page does. */
  header?: Html;
}

/** A whole HTML document. */
export function page(parts: PageParts): Html {
  const { purchase } = parts;
  const t = pageStrings(purchase);
  const header =
    parts.header ??
    (purchase
      ? html`<header class="merchant">
          <p class="merchant-name">${merchantName(purchase)}</p>
          <p class="reference">${t.reference} <span>${referenceOf(purchase)}</span></p>
        </header>`
      : '');
  const [testMode, noRealMoney] = t.testBanner;
  return html`<!doctype html>
    <html lang="${pageLanguage(purchase)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <!-- No favicon: without this the browser asks for /favicon.ico, a 404 in its console. -->
        <link rel="icon" href="data:," />
        <title>${parts.title}${purchase ? ` · ${merchantName(purchase)}` : ''}</title>
        <style>
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <p class="test-banner"><strong>${testMode}</strong> ${noRealMoney}</p>
        <main>
          ${header}
          <div class="content">${parts.body}</div>
        </main>
        <footer>${t.footer}</footer>
      </body>
    </html>`;
}

/**
 * Security headers for every page: scripts from the sandbox's own origin only (the forms'
 * field-check; nothing inline runs), no framing, no caching of pages with card forms, and no
 * referrer leaking the purchase id to the merchant's or any other site.
 */
export function setPageHeaders(c: Context): void {
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  );
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
}

/** Answers with a page. */
export function respond(
  c: Context,
  body: Html,
  status: ContentfulStatusCode = 200,
): Response | Promise<Response> {
  setPageHeaders(c);
  return c.html(body, status);
}
