import type { Server } from 'node:http'

export declare const CACHE_IMMUTABLE: string
export declare const CACHE_REVALIDATE: string

export type ExtraHeaders =
  | Record<string, string | number | readonly string[] | null | undefined>
  | ((
      pathname: string,
    ) => Record<string, string | number | readonly string[] | null | undefined> | undefined)

export interface StaticServerOptions {
  /** Directory to serve, relative to the current directory. Default `public`. */
  root?: string
  /** Port to listen on; `0` picks a free ephemeral port. Default `9000`. */
  port?: number
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string
  /** Extra response headers merged over the defaults (object, or function of the pathname). */
  headers?: ExtraHeaders
  /** Apply the headers of the root's `_headers` file (Netlify syntax). Default `true`. */
  headersFile?: boolean
}

export interface StaticServer {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:9000`. */
  url: string
  port: number
  host: string
  /** Absolute path of the served directory. */
  root: string
  server: Server
  close(): Promise<void>
}

export declare function cacheControlFor(pathname: string): string
export declare function startStaticServer(options?: StaticServerOptions): Promise<StaticServer>
