import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  CHECKOUT_PAGES,
  checkoutPages,
  fiveMinuteCode,
  withoutAttribute,
} from '../browser/checkout-pages.js';
import { sectionBlocks } from '../browser/readme-code.js';

const ELEMENTS_README = new URL('../../packages/elements/README.md', import.meta.url);
const PROBE = '<script>/* probe */</script>';
const INTEGRITY = 'sha384-bench';

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
      'five-minute': fiveMinuteCode().markup.replace('sha384-…', INTEGRITY),
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

  test('each page holds its paint for the kit script alone, and its unblocked page does not', () => {
    for (const name of CHECKOUT_PAGES) {
      const held = pages[name].match(/<script\b[^>]*\bblocking="render"[^>]*>/g) ?? [];
      assert.equal(held.length, 1, `${name}: one script holds the paint`);
      assert.match(held[0] ?? '', /src="[^"]*\/checkout-kit\.js"/);
      assert.equal(pages[`${name}-unblocked`], pages[name].replace(/\s+blocking="render"/, ''));
    }
  });

  test('a README page without the attribute a variant takes out is an error, not the same page', () => {
    assert.throws(
      () => withoutAttribute('<checkout-method-picker>', 'blocking'),
      /names no blocking/,
    );
  });
});
