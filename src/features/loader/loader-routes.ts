/** SPEC §2: the branded loader is hidden on the cart and after-payment pages. */
const WITHOUT_LOADER = ['/cart', '/doneorder'];

export function loaderShownOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !WITHOUT_LOADER.includes(path);
}
