export declare function startNginx(options: {
  root: string
  repo?: string
}): Promise<{ url: string; stop: () => Promise<void> }>
