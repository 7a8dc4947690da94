// Names people choose (an organization's name, a person's name) are shown to others, in pages and in e-mails.
// Mail clients turn anything that looks like a web or e-mail address into a link, so such a name could carry a
// clickable link in the shop's own words. A plain name has no address in it and no markup characters.

const LINK_PATTERNS: readonly RegExp[] = [
  /[a-z][a-z0-9+.-]*:\/\//i, // a scheme: https://, ftp://
  /\bwww\./i,
  /@/, // an e-mail address
  /[a-z0-9-]\.[a-z]{2,}/i, // a host name: evil.example, bit.ly (a dot between letters, no space after it)
];
const MARKUP_OR_CONTROL = /[<>\p{Cc}]/u;

/** True when a name would read as a link or markup anywhere it is shown. */
export function looksLikeLinkOrMarkup(value: string): boolean {
  return MARKUP_OR_CONTROL.test(value) || LINK_PATTERNS.some((pattern) => pattern.test(value));
}

/** The name when it is plain, else the neutral words to show instead (for names stored before the rule). */
export function plainNameOr(value: string | null | undefined, fallback: string): string {
  const name = value?.trim();
  return name && !looksLikeLinkOrMarkup(name) ? name : fallback;
}
