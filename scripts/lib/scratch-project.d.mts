export declare function copyProject(repo: string, dir: string, extra?: string[]): void
export declare const PROJECT_FILES: string[]
