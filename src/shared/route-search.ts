/**
 * What a route's `validateSearch` returns: every key the route reads, `undefined` where the URL's value was
 * refused. TanStack Router hands a route `{ ...parentSearch, ...validated }`, and the parent's search still
 * holds the URL's raw values (router-core's `matchRoutes`), so a key a validator merely leaves out keeps
 * whatever the URL said: `/poisk?q=42` reached the search page as the number 42 and failed it with a 500.
 * An `undefined` key never reaches a URL the router builds (its query encoder skips it).
 */
export function routeSearch<K extends string, T extends Partial<Record<K, unknown>>>(
  keys: readonly K[],
  validated: T,
): T {
  const refused = Object.fromEntries(keys.map((key) => [key, undefined]));
  return { ...refused, ...validated };
}
