// Stands in for `laravel-precognition` in the browser's bundle (vite.config.ts aliases it here). Inertia imports it
// for precognitive validation (`useForm(...).withPrecognition()`, `<Form validate>`), which this shop never uses: its
// forms validate on the server when sent. The real package and the part of es-toolkit it brings weigh about 4 KB
// gzipped in the entry chunk of every page (docs/decisions/100-js-budget.md). Whatever would start a precognitive
// request fails at once, naming this file, instead of doing nothing.

const unavailable = (): never => {
  throw new Error('Precognition is not in this build: resources/js/vendor/precognition-unused.ts');
};

/** Inertia's http.setClient() passes its XSRF names on to this client; with no precognitive requests, nothing to do. */
export const client = {
  withXsrfCookieName: () => client,
  withXsrfHeaderName: () => client,
};

export const createValidator = unavailable;
export const resolveName = unavailable;
export const toSimpleValidationErrors = unavailable;
