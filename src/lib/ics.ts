/**
 * Where an event's "Add to calendar" file is published. The file itself is written at build
 * time by gatsby/post-build/ics.ts with the `ics` package, which stays out of the pages' scripts.
 */

/** `/whats-on/events/x/` → `/whats-on/events/x.ics` (beside the event's page). */
export function icsPath(eventPath: string): string {
  return `${eventPath.replace(/\/+$/, '')}.ics`
}
