export declare function stripScripts(html: string): string
