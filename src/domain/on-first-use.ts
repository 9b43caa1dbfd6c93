/**
 * A value made on its first use and kept. For Intl formatters: each costs milliseconds to build on a slow
 * phone (the first one also loads the locale's and the time zone's data), and built at module level they
 * all land in the task that starts the app, though a page uses few of them.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: create() };
    return made.value;
  };
}
