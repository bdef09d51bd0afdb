export interface OffCpuTime {
  totalMs: number
  longestMs: number
  wallMs: number
}
export declare function offCpuTime(
  traceEvents: Array<{
    name: string
    ph?: string
    pid?: number
    tid?: number
    ts?: number
    dur?: number
    tdur?: number
    args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown> }
  }>,
  options?: { minTaskMs?: number },
): OffCpuTime | null
