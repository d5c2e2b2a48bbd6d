import type { Product } from '../shared/api.js';

/**
 * What the demo shop sells: a small Malaysian coffee roaster. Prices are in sen and live only
 * here: an order's lines are priced from this list, never from what the browser sends.
 */
export const CATALOGUE: readonly Product[] = [
  {
    sku: 'kopi-beans',
    name: 'Kopi Beans, 250 g',
    description: 'Liberica and Robusta from Johor, roasted dark with a little butter, the old way.',
    price: 3200,
    image: '/products/kopi-beans.svg',
  },
  {
    sku: 'house-blend',
    name: 'House Blend, 500 g',
    description: 'Sabah Arabica with Robusta from Johor: chocolate, caramel and a long finish.',
    price: 5400,
    image: '/products/house-blend.svg',
  },
  {
    sku: 'cold-brew',
    name: 'Cold Brew Concentrate, 1 l',
    description: 'Steeped for 18 hours. Mix one part with two of water or milk, over ice.',
    price: 2800,
    image: '/products/cold-brew.svg',
  },
  {
    sku: 'drip-bags',
    name: 'Drip Bags, box of 10',
    description: 'Single cups of the house blend for the office: hang, pour, wait four minutes.',
    price: 2500,
    image: '/products/drip-bags.svg',
  },
  {
    sku: 'ceramic-mug',
    name: 'Ceramic Mug',
    description: 'Glazed stoneware from a Kuala Lumpur studio; 300 ml, keeps a flat white warm.',
    price: 4500,
    image: '/products/ceramic-mug.svg',
  },
  {
    sku: 'pour-over-kit',
    name: 'Pour-over Kit',
    description: 'A glass dripper, 40 paper filters and a 250 g bag of the house blend.',
    price: 12900,
    image: '/products/pour-over-kit.svg',
  },
];

/** The skus of the catalogue, in its order. */
export const CATALOGUE_SKUS: readonly string[] = CATALOGUE.map((product) => product.sku);

/** The product with this sku, or `undefined` when the catalogue has none. */
export function findProduct(sku: string): Product | undefined {
  return CATALOGUE.find((product) => product.sku === sku);
}
