import { STAND_IN_CLICKS_GLOBAL } from '#server/shared/stand-in-clicks.rules';

// Clicks on the header's stand-ins made before the app ran (server/shared/stand-in-clicks.rules.ts).

let clicks: string[] = [];

/** Takes the page's list of early clicks and stops the page's script: from now on React sees the clicks itself. */
export function takeOverStandInClicks(): void {
  const page = window as unknown as Record<string, unknown>;
  const recorded = page[STAND_IN_CLICKS_GLOBAL];
  clicks = Array.isArray(recorded) ? recorded.filter((id): id is string => typeof id === 'string') : [];
  page[STAND_IN_CLICKS_GLOBAL] = null;
}

/** How many times the stand-in `id` was clicked before the app ran; they are forgotten once counted. */
export function countStandInClicks(id: string): number {
  const count = clicks.filter((clicked) => clicked === id).length;
  clicks = clicks.filter((clicked) => clicked !== id);
  return count;
}
