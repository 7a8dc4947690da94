// Dependency-free names of the captcha's second layer (docs/decisions/086), shared by the server and the pages.
/** The ALTCHA proof-of-work payload the page sends with the form. */
export const POW_FIELD = 'altcha';
/** A field a person never sees or reaches; a form-filling script fills it. */
export const HONEYPOT_FIELD = 'website';
