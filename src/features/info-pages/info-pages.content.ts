/** The four pages' texts, loaded on demand so they never weigh on other pages. */
export const loadInfoPageContent = () => import('./content/index');
