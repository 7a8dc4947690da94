import type { FrontendAssets } from './frontend-assets.js';

/** The HTML shell of a first visit. `pageJson` arrives escaped for a <script> element by the Inertia adapter. */
export function renderRootView(assets: FrontendAssets, pageJson: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="Play It Safe: child-abuse-prevention programs, videos and books for schools and families, from a women's center.">
    <title>Play It Safe</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${assets.headTags(nonce)}
  </head>
  <body>
    <script data-page="app" type="application/json">${pageJson}</script>
    <div id="app"></div>
  </body>
</html>`;
}
