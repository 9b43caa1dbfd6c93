import { BRAND } from '../../domain/brand/brand';
import { imageUrl } from '../../domain/catalog/images';
import type { Product } from '../../domain/contract/catalog';
import { CURRENCY_CODE, formatMoney, schemaOrgPrice } from '../../domain/money';
import { discountedUnitCost } from '../../domain/pricing/index';

/** The address a product is shared by: its modal over the home page. */
function productUrl(product: Product, origin: string): string {
  return `${origin}/?pirog=${encodeURIComponent(product._id)}`;
}

/** The largest WebP rendition: link previews (messengers, social networks) read WebP, not all of them AVIF. */
function productImageUrl(product: Product, origin: string): string {
  return `${origin}${imageUrl(product.image.base, product.image.width, 'webp')}`;
}

/**
 * Title, description and Open Graph tags of a product link (`?pirog=`), in the form of `pageMeta`: a shared
 * link previews the pie (its name, price, description and picture) instead of the page beneath the modal.
 */
export function productMeta(product: Product, origin: string) {
  const price = discountedUnitCost(product);
  const description = `${formatMoney(price)} — ${product.description}`;
  return [
    { title: `${product.title} — ${BRAND.name}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: productUrl(product, origin) },
    { property: 'og:image', content: productImageUrl(product, origin) },
    { property: 'og:image:type', content: 'image/webp' },
    { property: 'og:image:width', content: String(product.image.width) },
    { property: 'og:image:height', content: String(product.image.height) },
    { property: 'og:image:alt', content: product.image.alt },
    { property: 'product:price:amount', content: schemaOrgPrice(price).price },
    { property: 'product:price:currency', content: CURRENCY_CODE },
  ];
}

/** schema.org Product for search engines, from the same product data. */
export function productJsonLd(product: Product, origin: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: productImageUrl(product, origin),
    sku: product._id,
    category: product.category,
    offers: {
      '@type': 'Offer',
      ...schemaOrgPrice(discountedUnitCost(product)),
      availability: 'https://schema.org/InStock',
      url: productUrl(product, origin),
    },
  }).replaceAll('<', '\\u003c');
}
