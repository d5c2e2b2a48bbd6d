import { expect } from '@open-wc/testing';
import { buildCheckoutUrl, redirectToCheckout } from './checkout-url.js';

const CHECKOUT = 'https://gate.example/p/93604710-4829-43cf-80bd-520c691e4bc2/';

/** The message of the TypeError `run` throws. */
function typeErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(TypeError);
    return (error as TypeError).message;
  }
  throw new Error('did not throw');
}

describe('buildCheckoutUrl', () => {
  it('adds ?preferred= or ?active=', () => {
    expect(buildCheckoutUrl(CHECKOUT, { preferred: 'fpx' })).to.equal(`${CHECKOUT}?preferred=fpx`);
    expect(buildCheckoutUrl(CHECKOUT, { active: 'duitnow_qr' })).to.equal(
      `${CHECKOUT}?active=duitnow_qr`,
    );
    expect(buildCheckoutUrl(new URL(CHECKOUT), { preferred: 'card' })).to.equal(
      `${CHECKOUT}?preferred=card`,
    );
  });

  it('leaves the URL as it is without options', () => {
    expect(buildCheckoutUrl(`${CHECKOUT}?x=1`)).to.equal(`${CHECKOUT}?x=1`);
    expect(buildCheckoutUrl('http://localhost:8300/p/1/')).to.equal('http://localhost:8300/p/1/');
  });

  it('refuses relative, unparsable, javascript: and data: URLs, saying why', () => {
    for (const bad of [
      '/p/1/',
      'p/1/',
      '',
      'https://',
      'javascript:alert(1)',
      'data:text/html,<b>x',
    ]) {
      const message = typeErrorOf(() => buildCheckoutUrl(bad, { preferred: 'fpx' }));
      expect(message, bad).to.contain('must be absolute http(s)');
      expect(message, bad).to.contain(JSON.stringify(bad));
    }
    for (const bad of ['ftp://gate.example/p/1/', 'blob:https://gate.example/1']) {
      expect(typeErrorOf(() => buildCheckoutUrl(bad))).to.contain('http(s)');
    }
  });

  it('takes at most one of preferred and active', () => {
    const message = typeErrorOf(() =>
      buildCheckoutUrl(CHECKOUT, { preferred: 'fpx', active: 'fpx' }),
    );
    expect(message).to.contain('not both');
  });

  it('takes only method-like names: [a-z0-9_]+', () => {
    for (const bad of ['', 'FPX', 'fpx&x=1', 'fpx x', '../', 'fpx#', 'é']) {
      const message = typeErrorOf(() => buildCheckoutUrl(CHECKOUT, { preferred: bad }));
      expect(message, bad).to.contain('preferred must be a method name');
      expect(message, bad).to.contain('[a-z0-9_]+');
    }
    expect(typeErrorOf(() => buildCheckoutUrl(CHECKOUT, { active: 'a-b' }))).to.contain(
      'active must be a method name',
    );
    expect(
      typeErrorOf(() => buildCheckoutUrl(CHECKOUT, { preferred: 42 as unknown as string })),
    ).to.contain('42');
    expect(buildCheckoutUrl(CHECKOUT, { preferred: 'razer_tng2' })).to.equal(
      `${CHECKOUT}?preferred=razer_tng2`,
    );
  });

  it('replaces a preferred or active already in the URL, keeping other parameters and the fragment', () => {
    expect(buildCheckoutUrl(`${CHECKOUT}?preferred=visa&lang=ms`, { preferred: 'fpx' })).to.equal(
      `${CHECKOUT}?lang=ms&preferred=fpx`,
    );
    expect(
      buildCheckoutUrl(`${CHECKOUT}?active=visa&preferred=fpx#pay`, { active: 'dnqr' }),
    ).to.equal(`${CHECKOUT}?active=dnqr#pay`);
    expect(
      buildCheckoutUrl(`${CHECKOUT}?a=1&preferred=x&preferred=y&b=2`, { preferred: 'fpx' }),
    ).to.equal(`${CHECKOUT}?a=1&b=2&preferred=fpx`);
  });

  it('adds extra parameters encoded, each replacing one of its name', () => {
    expect(
      buildCheckoutUrl(CHECKOUT, { preferred: 'fpx', params: { fpx_bank_code: 'MB2U0227' } }),
    ).to.equal(`${CHECKOUT}?preferred=fpx&fpx_bank_code=MB2U0227`);
    const url = new URL(
      buildCheckoutUrl(`${CHECKOUT}?note=old`, {
        params: { note: 'a&b=c #d', 'x y': 'é', n: 5, yes: true, skip: undefined, none: null },
      }),
    );
    expect(url.search).to.equal('?note=a%26b%3Dc+%23d&x+y=%C3%A9&n=5&yes=true');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      note: 'a&b=c #d',
      'x y': 'é',
      n: '5',
      yes: 'true',
    });
  });

  it('refuses preferred and active among the extra parameters', () => {
    for (const name of ['preferred', 'active']) {
      expect(
        typeErrorOf(() => buildCheckoutUrl(CHECKOUT, { active: 'fpx', params: { [name]: 'x' } })),
      ).to.contain(`${name} is an option of its own`);
    }
  });
});

describe('redirectToCheckout', () => {
  it('navigates with location.assign to the built URL', () => {
    const visited: string[] = [];
    const url = redirectToCheckout(
      CHECKOUT,
      { preferred: 'fpx', params: { fpx_bank_code: 'MB2U0227' } },
      { assign: (target) => void visited.push(String(target)) },
    );
    expect(visited).to.deep.equal([`${CHECKOUT}?preferred=fpx&fpx_bank_code=MB2U0227`]);
    expect(url).to.equal(visited[0]);
  });

  it('goes nowhere when a rule is broken', () => {
    const visited: string[] = [];
    const location = { assign: (target: string | URL) => void visited.push(String(target)) };
    expect(() => redirectToCheckout('javascript:alert(1)', {}, location)).to.throw(TypeError);
    expect(() => redirectToCheckout(CHECKOUT, { preferred: 'a b' }, location)).to.throw(TypeError);
    expect(visited).to.deep.equal([]);
  });
});
