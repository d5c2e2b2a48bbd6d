/**
 * The two sets of fonts the kit's layout must hold in, each named in full so that a test draws
 * the one it means whichever fontconfig prefers: a bare Linux box's defaults, and what Android
 * draws. Latin, then Chinese, then Tamil; `.ci/run` installs them all.
 */
export const FONT_SETS = {
  'the Linux defaults': '"DejaVu Sans", "WenQuanYi Micro Hei", "Lohit Tamil"',
  'Noto, as Android draws': '"Noto Sans", "Noto Sans CJK SC", "Noto Sans Tamil"',
} as const;

/** The font sets a layout test runs in: the page's own default first, then each set. */
export const FONT_CASES: readonly (readonly [name: string, family: string])[] = [
  ["the browser's default", ''],
  ...Object.entries(FONT_SETS),
];

/** A text in each script, for telling fonts apart. */
const SAMPLE = 'Card 安全码 பாதுகாப்பு';

/**
 * The fonts of the sets this machine lacks: a missing font falls back to another, and a test
 * would measure that one unawares. Told by the sample's width against a monospace fallback.
 */
export function missingFonts(): string[] {
  const canvas = document.createElement('canvas').getContext('2d');
  if (!canvas) return ['(no canvas to measure with)'];
  const width = (family: string) => {
    canvas.font = `16px ${family}`;
    return canvas.measureText(SAMPLE).width;
  };
  const fallback = width('monospace');
  return Object.values(FONT_SETS)
    .flatMap((set) => set.split(', '))
    .filter((font) => width(`${font}, monospace`) === fallback);
}
