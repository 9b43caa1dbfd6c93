/**
 * `test.use(FIRST_VISIT)`: the test's pages begin a visit, as a shopper's first page does. Every other test starts
 * as a visit's later page load (playwright.config.ts sends the visit cookie), so SPEC §2's 2.5 s loader covers
 * only the pages of the tests about it.
 */
export const FIRST_VISIT = { storageState: { cookies: [], origins: [] } };
