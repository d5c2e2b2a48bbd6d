/**
 * A payer on a checkout page the packaging tests built: opens it in Chromium, chooses Card in
 * the picker and waits for the card form, noting everything the console says that a merchant
 * would have to look into.
 */
import type { Browser } from 'playwright-core';

/** What {@link payByCard} saw. */
export interface Visit {
  /** The names of the picker's options, in order. */
  methods: string[];
  /** Every console error and warning, and every uncaught error, as `type: text`. */
  console: string[];
}

/**
 * Opens `url` in a fresh context of `browser`, waits for the picker's options, chooses Card and
 * waits for the card form's `<form>` to show, then for the network to settle (the methods'
 * logos, a lazily loaded chunk), so that whatever the page logs on the way is in the result.
 */
export async function payByCard(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warning') {
        const { url: source } = message.location();
        seen.push(`${type}: ${message.text()}${source ? ` (${source})` : ''}`);
      }
    });
    page.on('pageerror', (error) => seen.push(`uncaught: ${error.message.split('\n')[0]}`));
    await page.goto(url);
    const picker = page.locator('checkout-method-picker');
    const options = picker.getByRole('radio');
    await options.first().waitFor();
    const methods = await options.evaluateAll((radios) =>
      radios.map(
        (radio) =>
          radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent?.trim() ?? '',
      ),
    );
    await picker.getByRole('radio', { name: /^Card\b/ }).check();
    await page.locator('checkout-card-form form').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    return { methods, console: seen };
  } finally {
    await context.close();
  }
}
