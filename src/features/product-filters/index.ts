export { NoFilterMatches, ProductFilterBar, type ProductFilterBarProps } from './FilterBar';
export { type FilterSearch, filterSearch, validateFilterSearch, withFilters } from './filter-state';
