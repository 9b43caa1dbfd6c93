export { CatalogSections, ProductGrid } from './CatalogSections';
export { CategoryNav } from './CategoryNav';
export { groupByCategory, isCategory, isListingPath, productModalLink } from './catalog';
export { type ListedProduct, listedProductOf } from './listed-product';
export { MissingProductNotice } from './MissingProductNotice';
export { ProductCard } from './ProductCard';
export { ProductModal } from './ProductModalPart';
export { productJsonLd, productMeta } from './product-meta';
export { useActiveCategory } from './scroll-spy';
