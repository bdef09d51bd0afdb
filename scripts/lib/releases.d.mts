export declare function newBuildId(now?: Date): string
export declare function isBuildId(id: unknown): id is string
export interface CopyStats {
  files: number
  linked: number
  copied: number
  bytesCopied: number
}
export declare function countPages(dir: string): Promise<number>
export declare function checkBuildOutput(
  dir: string,
  options?: { previousPageCount?: number | null; minPageRatio?: number },
): Promise<{ ok: boolean; problems: string[]; pageCount: number }>
export interface Releases {
  root: string
  buildsDir: string
  currentLink: string
  currentId(): Promise<string | null>
  list(): Promise<string[]>
  activate(id: string): Promise<void>
  stage(publicDir: string, id: string): Promise<CopyStats & { dir: string }>
  prune(keep?: number): Promise<string[]>
  rollback(id?: string): Promise<{ from: string | null; to: string }>
}
export declare function openReleases(workDir: string): Releases
