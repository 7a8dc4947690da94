/**
 * Makes JSON safe to print inside a <script> element. Every `/` becomes `\/` (the v3 protocol's
 * rule) so a string holding `</script>` cannot close the element; `<` becomes `\u003c` as well,
 * which also defuses `<!--`. Both only occur inside JSON strings, where the escapes parse back
 * to the same text. HTML entities must not be used: script content is never entity-decoded.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(/\//g, '\\/').replace(/</g, '\\u003c');
}

/** The page object as JSON, escaped for the `<script data-page>` element. */
export function serializePage(page: unknown): string {
  return escapeJsonForScript(JSON.stringify(page));
}

/**
 * The markup `createInertiaApp({ id })` boots from: the page script (found by
 * `script[data-page="<id>"][type="application/json"]`) followed by the mount element.
 * `pageJson` must already be escaped (the root view receives it that way).
 */
export function inertiaBody(pageJson: string, id = 'app'): string {
  return `<script data-page="${id}" type="application/json">${pageJson}</script><div id="${id}"></div>`;
}
