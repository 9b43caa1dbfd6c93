export { CatalogSections, ProductGrid } from './CatalogSections';
export { CategoryNav } from './CategoryNav';
export { groupByCategory, isCategory, isListingPath } from './catalog';
export { ProductCard } from './ProductCard';
export { ProductModal, productJsonLd } from './ProductModal';
export { useActiveCategory } from './scroll-spy';
