export declare const CENTRE_TIME_ZONE: string
export declare const SHIFTED_FIELDS: readonly string[]
export declare function todayInCanberra(now?: Date): string
export declare function resolveToday(env?: Record<string, string | undefined>, now?: Date): string
export declare function computeShiftDays(referenceDate: string, today: string): number
export declare function shiftDateValue<T>(value: T, days: number): T
export declare function shiftFieldValue<T>(value: T, days: number): T
export declare function shiftResource<T extends { attributes?: Record<string, unknown> }>(
  resource: T,
  days: number,
  fields?: readonly string[],
): T
export declare function shiftResources<T extends { attributes?: Record<string, unknown> }>(
  resources: T[],
  days: number,
  fields?: readonly string[],
): T[]
export declare function parseDay(day: string): number
export declare function formatDay(ms: number): string
