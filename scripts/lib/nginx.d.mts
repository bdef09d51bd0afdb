export declare const nginxQuote: (value: string) => string
export declare function startNginxServer(options: {
  port?: number
  http?: string[]
  server: string[]
  readyPath?: string
}): Promise<{ url: string; dir: string; stop: () => Promise<void> }>
export declare function startNginx(options: {
  root: string
  repo?: string
}): Promise<{ url: string; stop: () => Promise<void> }>
