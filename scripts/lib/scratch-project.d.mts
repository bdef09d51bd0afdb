export declare const PROJECT_FILES: string[]
export declare function copyProject(repo: string, dir: string, extra?: string[]): void
