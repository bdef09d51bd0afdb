export type Phase =
  | 'startup'
  | 'sourcing'
  | 'schema'
  | 'pages'
  | 'bundles'
  | 'queries'
  | 'html'
  | 'postBuild'
  | 'other'
export const PHASES: Phase[]
export const ANSI: RegExp
export function buildPhases(
  log: string,
  wallMs?: number,
): { phasesMs: Record<Phase, number>; queriesRun: number | null; pagesRendered: number | null }
