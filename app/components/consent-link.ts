/** The footer's 'Cookie-instellingen' link: this page again with the banner open. */
export function cookieSettingsPath(pathname: string, search: string, param: string): string {
  const query = new URLSearchParams(search);
  query.set(param, '');
  return `${pathname}?${query.toString().replace(`${param}=`, param)}`;
}
