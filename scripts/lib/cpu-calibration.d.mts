export declare const DEFAULT_SLOWDOWN: number
export declare function calibratedSlowdown(benchmarkIndex: number | null | undefined): number | null
