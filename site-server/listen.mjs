// Starting and stopping the static server's listener.
import { once } from 'node:events'

/**
 * The host part of the server's URL: a wildcard address is reached on the loopback.
 * @param {string} host
 */
function formatHost(host) {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
}

/**
 * Stops listening and drops open connections (a client waiting on keep-alive included).
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}

/**
 * Makes `server` listen; answers where it listens and how to close it (at once, open
 * connections included; a second call gets the first one's promise). A port in use is said so.
 * @param {import('node:http').Server} server
 * @param {number} port `0` picks a free ephemeral port
 * @param {string} host
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function listen(server, port, host) {
  // once() rejects with the server's 'error' if it comes before 'listening'.
  await once(server.listen(port, host), 'listening').catch((error) => {
    if (error.code !== 'EADDRINUSE') throw error
    throw new Error(`Port ${port} on ${host} is already in use. Pick another with --port.`)
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  /** @type {Promise<void> | undefined} */
  let closing
  return {
    url: `http://${formatHost(host)}:${actualPort}`,
    port: actualPort,
    close: () => (closing ??= closeServer(server)),
  }
}
