/**
 * The browser test harness's own test (`web-test-runner.config.js` and `test/wtr/`): CommonJS
 * bundling, the `/__form-receiver` form-post target, the `paste` command and the default
 * commands.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import cardValidator from 'card-validator';
import { FORM_RECEIVER, nextReceipt } from './test/form-receiver.js';

describe('browser test harness', () => {
  it('bundles CommonJS dependencies', () => {
    expect(cardValidator.number('4444333322221111').isValid).to.equal(true);
  });

  it('receives a native form post at /__form-receiver on the other loopback origin, byte for byte', async () => {
    expect(new URL(FORM_RECEIVER).origin).to.not.equal(location.origin);
    const root = await fixture<HTMLDivElement>(html`
      <div>
        <form method="post" action=${FORM_RECEIVER} target="sink">
          <input name="a" value="x y" />
          <input name="b" value="12/27" />
        </form>
        <iframe name="sink" title="form receiver"></iframe>
      </div>
    `);
    const form = root.querySelector('form') as HTMLFormElement;
    const iframe = root.querySelector('iframe') as HTMLIFrameElement;

    const receipt = nextReceipt(iframe);
    form.requestSubmit();

    expect(await receipt).to.deep.equal({
      contentType: 'application/x-www-form-urlencoded',
      body: 'a=x+y&b=12%2F27',
      encoding: 'utf-8',
    });
  });

  it('pastes into the focused element through the real clipboard', async () => {
    const input = await fixture<HTMLInputElement>(html`<input aria-label="card number" />`);
    const pastes: { text: string | undefined; trusted: boolean }[] = [];
    input.addEventListener('paste', (event) => {
      pastes.push({ text: event.clipboardData?.getData('text/plain'), trusted: event.isTrusted });
    });

    input.focus();
    await executeServerCommand('paste', { text: '4444 3333-2222 1111' });

    expect(input.value).to.equal('4444 3333-2222 1111');
    expect(pastes).to.deep.equal([{ text: '4444 3333-2222 1111', trusted: true }]);
  });

  it('types with sendKeys', async () => {
    const input = await fixture<HTMLInputElement>(html`<input aria-label="name" />`);
    input.focus();
    await sendKeys({ type: 'abc' });
    expect(input.value).to.equal('abc');
  });
});
