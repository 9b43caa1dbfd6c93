import { ErrorAnswer } from './common';
import type { EndpointSchemas } from './endpoint-schemas-base';
import { SearchAnswer, SearchQuery } from './search';

/** The schema of the catalogue search (issue 30), part of `baseEndpointSchemas`. */
export const searchEndpointSchemas = {
  search: {
    summary:
      'Search the catalogue: Russian word forms, typos, transliteration and the other keyboard layout; products best first and matching categories',
    query: SearchQuery,
    answers: { 200: SearchAnswer, 400: ErrorAnswer },
  },
} as const satisfies Record<string, EndpointSchemas>;
