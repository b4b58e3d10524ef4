// Issue 17, decision 1: where the volunteer sign-in and registration go on to (`?next=`). Only a
// path inside the app that a volunteer signs in for: an event's public page (`/explore/{id}`, with
// its search, e.g. `?apply=1`) or the volunteer's own area. Never another site (no open redirect).

/** Any origin: a value that parses to another one was an absolute or protocol-relative URL. */
const BASE = 'http://next.invalid';
const EVENT_PAGE = /^\/explore\/[1-9]\d*$/;
/** Under /volunteer but not the volunteer area: going back there after signing in would go nowhere. */
const SIGN_IN_PAGES = ['/volunteer/login', '/volunteer/register'];
const LONGEST = 500;

/** `value` as a path to go on to after signing in, or undefined when it is not one the rule allows. */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > LONGEST) return undefined;
  // Only a path from the root; `//host` and `/\host` are other sites to a browser, control characters hide them.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // The normalised path, so `/volunteer/../admin` is judged as the `/admin` it is.
  const { pathname, search } = url;
  const allowed =
    EVENT_PAGE.test(pathname) ||
    pathname === '/volunteer' ||
    (pathname.startsWith('/volunteer/') && !SIGN_IN_PAGES.includes(pathname.replace(/\/$/, '')));
  return allowed ? pathname + search : undefined;
}

/** The page a reader is on, as `next` for the volunteer sign-in (undefined for a page the rule does not allow). */
export function nextPathOf(location: { pathname: string; searchStr: string }): string | undefined {
  return safeNextPath(location.pathname + location.searchStr);
}
