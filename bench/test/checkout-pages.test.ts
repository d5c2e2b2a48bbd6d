import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  CHECKOUT_PAGES,
  checkoutPages,
  fiveMinuteCode,
  variantOf,
  withoutAttribute,
} from '../browser/checkout-pages.js';
import { sectionBlocks } from '../browser/readme-code.js';

const ELEMENTS_README = new URL('../../packages/elements/README.md', import.meta.url);
const PROBE = '<script>/* probe */</script>';
const INTEGRITY = { classic: 'sha384-classic', module: 'sha384-module' };

/** Every tag of `markup`, in order, which the page must hold in the same order. */
const tagsOf = (markup: string): string[] => markup.match(/<[^>]+>/g) ?? [];

function assertHoldsInOrder(page: string, markup: string): void {
  let from = 0;
  for (const tag of tagsOf(markup)) {
    const at = page.indexOf(tag, from);
    assert.ok(at >= 0, `the page lacks ${tag}, or has it out of the README's order`);
    from = at + tag.length;
  }
}

describe('checkout pages', () => {
  const pages = checkoutPages(PROBE, INTEGRITY);

  test('each page holds every tag of its README block, and the probe before them', () => {
    const [slotted = '', keptBelow = ''] = sectionBlocks(
      ELEMENTS_README,
      '## The picker and the card form together',
      'html',
      2,
    );
    const blocks = {
      'five-minute': fiveMinuteCode().markup.replace('sha384-…', INTEGRITY.classic),
      slotted,
      'kept-below': keptBelow,
    };
    for (const name of CHECKOUT_PAGES) {
      assert.ok(tagsOf(blocks[name]).length > 3, `${name}: the README block has markup`);
      // The head's link and script tags move to the head, in their order, after the probe.
      const headTags = tagsOf(blocks[name]).filter((tag) => /^<(link|script)\b/.test(tag));
      const probeAt = pages[name].indexOf(PROBE);
      assert.ok(probeAt > 0 && probeAt < pages[name].indexOf(headTags[0] ?? '</head>'));
      assertHoldsInOrder(pages[name], headTags.join(''));
      const bodyTags = tagsOf(blocks[name]).filter(
        (tag) => !/^<(link|script)\b/.test(tag) && tag !== '</script>',
      );
      assertHoldsInOrder(pages[name].slice(pages[name].indexOf('<body>')), bodyTags.join(''));
    }
  });

  test('the pages without expected-methods are the same pages without it', () => {
    for (const name of CHECKOUT_PAGES) {
      assert.match(pages[name], /expected-methods="/);
      assert.doesNotMatch(pages[`${name}-unexpected`], /expected-methods=/);
      assert.equal(
        pages[`${name}-unexpected`],
        pages[name].replace(/\s+expected-methods="[^"]*"/g, ''),
      );
    }
  });

  test('each page loads the kit as a classic script in its head, which holds the paint', () => {
    for (const name of CHECKOUT_PAGES) {
      const head = pages[name].slice(0, pages[name].indexOf('</head>'));
      const scripts = head.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g) ?? [];
      const kit = scripts.filter((tag) => /checkout-kit\.iife\.js"/.test(tag));
      assert.equal(kit.length, 1, `${name}: one kit script in the head`);
      assert.doesNotMatch(kit[0] ?? '', /\b(type|async|defer)\b/, `${name}: parser-blocking`);
    }
  });

  test('the deferred and module pages change the kit script alone', () => {
    for (const name of CHECKOUT_PAGES) {
      const deferred = pages[`${name}-deferred`];
      assert.equal(
        deferred.replace('<script defer', '<script'),
        pages[name],
        `${name}: the deferred page is the page with the kit's script deferred`,
      );
      const module = pages[`${name}-module`];
      assert.match(
        module,
        /<script type="module"[^>]*src="[^"]*\/checkout-kit\.js"[^>]*blocking="render"><\/script>/,
      );
      assert.doesNotMatch(module, /checkout-kit\.iife\.js/);
      assert.doesNotMatch(module, /sha384-classic/);
    }
    assert.match(pages['five-minute-module'], /integrity="sha384-module"/);
  });

  test('a README page without what a variant changes is an error, not the same page', () => {
    assert.throws(
      () => withoutAttribute('<checkout-method-picker>', 'expected-methods'),
      /names no expected-methods/,
    );
    assert.throws(
      () => variantOf('<checkout-method-picker expected-methods="1">', 'deferred', INTEGRITY),
      /loads no checkout-kit\.iife\.js/,
    );
  });
});
