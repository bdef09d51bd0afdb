export declare function copyProject(repo: string, dir: string, extra?: string[]): void
