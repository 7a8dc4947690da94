// Where a redirect "back" may go (issue 14 item 6): only a path on this site. A Referer or a remembered URL is
// written by the client, and browsers read `//evil.example/x`, `/\evil.example/x` and `\\evil.example` in a
// Location header as another host, so the path is rebuilt from the parsed URL rather than checked by prefix.

/**
 * The path and query of `target` when it names a page on `host` (an absolute URL of this host or a path), with
 * leading slashes collapsed to one; null for another origin, another scheme or something that does not parse.
 */
export function sameOriginPath(target: string | undefined, host: string | undefined): string | null {
  if (!target || !host) return null;
  let url: URL;
  try {
    const base = new URL(`http://${host}`);
    // WHATWG parsing reads a backslash as a slash in http(s) URLs; doing it first also covers a bare `\\host`.
    url = new URL(target.replaceAll('\\', '/'), base);
    if (url.host !== base.host) return null;
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
}
