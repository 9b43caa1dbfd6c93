export { CatalogSections, ProductGrid } from './CatalogSections';
export { CategoryNav } from './CategoryNav';
export { discountedCost, groupByCategory, isCategory, isListingPath } from './catalog';
export { ProductCard } from './ProductCard';
export { ProductModal, productJsonLd } from './ProductModal';
export { useActiveCategory } from './scroll-spy';
