// A server-rendered page shows the header's menu buttons before the app runs (the stand-ins of
// resources/js/components/ui/deferred-part.tsx). A click on one then is kept by a small script in the page
// (server/http/root-view.ts) and handed to the app when it takes over, so the menu opens once its code is there.

/** The attribute that marks a stand-in; its value is the part's React id, the same on the server and in the browser. */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

/** The window property where the page's script lists the ids of stand-ins clicked before the app took over. */
export const STAND_IN_CLICKS_GLOBAL = 'standInClicks';

/**
 * The page's script: from the start of the document until the app takes the list (it then sets it to null), every
 * click on a stand-in adds that stand-in's id to the list.
 */
export const RECORD_STAND_IN_CLICKS_SCRIPT =
  `window.${STAND_IN_CLICKS_GLOBAL}=[];document.addEventListener('click',function(e){` +
  `var c=window.${STAND_IN_CLICKS_GLOBAL},b=c&&e.target.closest&&e.target.closest('[${STAND_IN_ATTRIBUTE}]');` +
  `if(b)c.push(b.getAttribute('${STAND_IN_ATTRIBUTE}'))},true)`;
