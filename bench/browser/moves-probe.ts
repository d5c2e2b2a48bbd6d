/**
 * The probe of the checkout pages in engines without the Layout Instability API (Firefox,
 * WebKit): what a payer sees move. Before anything else on the page it starts watching, at every
 * frame from the first, where the content below the payment (the shop's terms, `#after-payment`)
 * stands in the document; each time it stands elsewhere than the frame before, it records the
 * move in `window.bench.moves`, with the scenario's phase and whether the payer had tapped or
 * typed in the 500 ms before (as Layout Instability's `hadRecentInput` tells).
 */

/** What the moves probe records; read back with `window.bench`. */
export interface MovesProbe {
  methodsLoaded: number | null;
  phase: string;
  lastInput: number;
  moves: { by: number; at: number; phase: string; hadRecentInput: boolean }[];
}

/** The id of the content below the payment on the checkout pages, which the probe watches. */
export const AFTER_PAYMENT_ID = 'after-payment';

export const MOVES_PROBE = `<script>
  window.bench = { methodsLoaded: null, phase: 'load', lastInput: -Infinity, moves: [] };
  document.addEventListener('checkout-methods-load', () => { bench.methodsLoaded ??= performance.now(); });
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, () => { bench.lastInput = performance.now(); }, true);
  }
  let seenAt = null;
  const look = () => {
    const below = document.getElementById('${AFTER_PAYMENT_ID}');
    if (below) {
      const at = below.getBoundingClientRect().top + scrollY;
      if (seenAt !== null && Math.abs(at - seenAt) >= 0.5) {
        const now = performance.now();
        bench.moves.push({ by: at - seenAt, at: now, phase: bench.phase, hadRecentInput: now - bench.lastInput < 500 });
      }
      seenAt = at;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
</script>`;
