import { type MinifyOptions, minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * Runs terser over each chunk Rolldown has minified: a second minifier, whose compressor folds
 * what the first leaves (repeated reads of one property, `return` chains, constant conditions).
 * Vite's own `build.minify: 'terser'` is refused in library mode, so it runs as a plugin. The
 * chunk's source map is carried through terser, and the comment naming it written again, so the
 * map still leads into the sources (`test/script-tag-source-map.test.mjs`).
 */
export function terserPass(options: MinifyOptions): Plugin {
  return {
    name: 'checkout-kit:terser-pass',
    apply: 'build',
    async generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const mapFile = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
        const { code, map } = await minify(
          { [chunk.fileName]: chunk.code },
          {
            ...options,
            // The comment that names the map is written again, as the map itself.
            sourceMap: chunk.map && {
              content: JSON.stringify(chunk.map),
              includeSources: true,
              filename: chunk.fileName,
              url: chunk.sourcemapFileName?.split('/').pop(),
              asObject: true,
            },
          },
        );
        if (code === undefined) throw new Error(`terser returned no code for ${chunk.fileName}`);
        chunk.code = code;
        if (map && mapFile?.type === 'asset') mapFile.source = JSON.stringify(map);
      }
    },
  };
}
