export declare const DEFAULT_DAILY_TIME: string
export declare const DEFAULT_DAILY_ZONE: string
export declare function parseDailyTime(text: string): { hour: number; minute: number } | null
export declare function nextDailyRun(now: Date | number, time?: string, zone?: string): Date
export declare function scheduleDaily(
  fn: () => void,
  options?: { time?: string; zone?: string; now?: () => number },
): { next: () => Date | null; stop: () => void }
