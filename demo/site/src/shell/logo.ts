/** The shop's mark: a cup of kopi, drawn in SVG so it stays sharp at any size. */
const SVG = 'http://www.w3.org/2000/svg';

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The mark, decorative (the shop's name is always beside it). */
export function logo(): SVGElement {
  const svg = svgElement('svg', {
    viewBox: '0 0 32 32',
    width: '32',
    height: '32',
    'aria-hidden': 'true',
    focusable: 'false',
    class: 'brand__mark',
  });
  svg.append(
    svgElement('rect', { width: '32', height: '32', rx: '9', fill: 'var(--color-accent)' }),
    svgElement('path', {
      d: 'M8 13h13v4.5a6.5 6.5 0 0 1-13 0Z',
      fill: '#fff',
    }),
    svgElement('path', {
      d: 'M21 14.5h1.5a2.5 2.5 0 0 1 0 5H21',
      fill: 'none',
      stroke: '#fff',
      'stroke-width': '2',
    }),
    svgElement('path', {
      d: 'M12 6c-1.2 1.4 1.2 2.6 0 4M16.5 6c-1.2 1.4 1.2 2.6 0 4',
      fill: 'none',
      stroke: '#fff',
      'stroke-width': '1.6',
      'stroke-linecap': 'round',
    }),
  );
  return svg;
}
