import { type CSSResult, unsafeCSS } from 'lit';
import { type OnDemand, onDemand } from '../../internal/on-demand.js';

/** What the module of a form part gives the form: how to render it, and its rules as text. */
export interface FormPartModule<Render> {
  render: Render;
  styles: string;
}

/** A form part once loaded, with its rules as a sheet the element adopts. */
export interface FormPart<Render> {
  render: Render;
  styles: CSSResult;
}

/**
 * A part of the card form that only some payers see, loaded by `load` when one does, once for
 * the page. The element waits for it before it renders with it, so that nothing moves when it
 * arrives; a file that cannot be loaded is reported once, and the form shows without the part.
 */
export const formPart = <Render>(
  load: () => Promise<FormPartModule<Render>>,
  what: string,
): OnDemand<FormPart<Render>> =>
  onDemand(
    () => load().then(({ render, styles }) => ({ render, styles: unsafeCSS(styles) })),
    what,
  );
