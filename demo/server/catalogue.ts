import type { Product } from '../shared/api.js';

/**
 * What the demo shop sells: a small Malaysian coffee roaster. Prices are in sen and live only
 * here: an order's lines are priced from this list, never from what the browser sends. Names stay
 * as the roaster writes them; descriptions come in every language of the payer pages.
 */
export const CATALOGUE: readonly Product[] = [
  {
    sku: 'kopi-beans',
    name: 'Kopi Beans, 250 g',
    description: {
      en: 'Liberica and Robusta from Johor, roasted dark with a little butter, the old way.',
      ms: 'Liberica dan Robusta dari Johor, dipanggang gelap dengan sedikit mentega, cara lama.',
      zh: '来自柔佛的利比里卡和罗布斯塔咖啡豆，加少许牛油深度烘焙，传统做法。',
      ta: 'ஜொகூரின் லைபெரிக்கா, ரொபஸ்டா காபி, சிறிது வெண்ணெயுடன் பழைய முறையில் அடர்த்தியாக வறுக்கப்பட்டது.',
    },
    price: 3200,
    image: '/products/kopi-beans.svg',
  },
  {
    sku: 'house-blend',
    name: 'House Blend, 500 g',
    description: {
      en: 'Sabah Arabica with Robusta from Johor: chocolate, caramel and a long finish.',
      ms: 'Arabika Sabah dengan Robusta dari Johor: coklat, karamel dan rasa akhir yang panjang.',
      zh: '沙巴阿拉比卡配柔佛罗布斯塔：巧克力、焦糖风味，余韵悠长。',
      ta: 'சபா அரபிக்காவுடன் ஜொகூர் ரொபஸ்டா: சாக்லேட், கேரமல் சுவை, நீண்ட பின்சுவை.',
    },
    price: 5400,
    image: '/products/house-blend.svg',
  },
  {
    sku: 'cold-brew',
    name: 'Cold Brew Concentrate, 1 l',
    description: {
      en: 'Steeped for 18 hours. Mix one part with two of water or milk, over ice.',
      ms: 'Direndam selama 18 jam. Campur satu bahagian dengan dua bahagian air atau susu, bersama ais.',
      zh: '浸泡 18 小时。一份咖啡液兑两份水或牛奶，加冰饮用。',
      ta: '18 மணி நேரம் ஊறவைக்கப்பட்டது. ஒரு பங்குக்கு இரண்டு பங்கு நீர் அல்லது பால் கலந்து, பனிக்கட்டியுடன் பருகுங்கள்.',
    },
    price: 2800,
    image: '/products/cold-brew.svg',
  },
  {
    sku: 'drip-bags',
    name: 'Drip Bags, box of 10',
    description: {
      en: 'Single cups of the house blend for the office: hang, pour, wait four minutes.',
      ms: 'Cawan tunggal campuran kedai untuk pejabat: sangkut, tuang, tunggu empat minit.',
      zh: '办公室用的单杯招牌混合咖啡：挂好、注水、等四分钟。',
      ta: 'அலுவலகத்துக்கான ஒற்றைக் கோப்பை கடைக் கலவை: மாட்டுங்கள், ஊற்றுங்கள், நான்கு நிமிடம் காத்திருங்கள்.',
    },
    price: 2500,
    image: '/products/drip-bags.svg',
  },
  {
    sku: 'ceramic-mug',
    name: 'Ceramic Mug',
    description: {
      en: 'Glazed stoneware from a Kuala Lumpur studio; 300 ml, keeps a flat white warm.',
      ms: 'Tembikar berkaca dari studio di Kuala Lumpur; 300 ml, memastikan flat white kekal panas.',
      zh: '吉隆坡工作室出品的釉面炻器；300 毫升，让白咖啡保持温热。',
      ta: 'கோலாலம்பூர் கலைக்கூடத்தின் மெருகிட்ட மட்பாண்டம்; 300 மி.லி., flat white ஐச் சூடாக வைத்திருக்கும்.',
    },
    price: 4500,
    image: '/products/ceramic-mug.svg',
  },
  {
    sku: 'pour-over-kit',
    name: 'Pour-over Kit',
    description: {
      en: 'A glass dripper, 40 paper filters and a 250 g bag of the house blend.',
      ms: 'Penitis kaca, 40 penapis kertas dan sebungkus 250 g campuran kedai.',
      zh: '一个玻璃滤杯、40 张滤纸和一包 250 克招牌混合咖啡。',
      ta: 'ஒரு கண்ணாடி வடிகட்டி, 40 காகித வடிகட்டிகள், 250 கி. கடைக் கலவை ஒரு பை.',
    },
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
