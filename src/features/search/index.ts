export { HeaderSearch } from './HeaderSearch';
export { MobileSearch } from './MobileSearch';
export { SearchPage } from './SearchPage';
export { loadSearchPage, type SearchView } from './search.api';
export { SEARCH_PATH, type SearchPageParams, validateSearchPageParams } from './search-path';
