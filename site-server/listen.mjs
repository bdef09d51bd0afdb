// Starting and stopping the static server's listener.

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
 * Resolves once `server` listens on `port` and `host`; a port in use is said so.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<void>}
 */
function listenOn(server, port, host) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      server.off('listening', onListening)
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} on ${host} is already in use. Pick another with --port.`))
      } else {
        reject(error)
      }
    }
    const onListening = () => {
      server.off('error', onError)
      resolve()
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

/**
 * Makes `server` listen; answers where it listens and how to close it (at once, open
 * connections included; a second call gets the first one's promise).
 * @param {import('node:http').Server} server
 * @param {number} port `0` picks a free ephemeral port
 * @param {string} host
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function listen(server, port, host) {
  await listenOn(server, port, host)
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  /** @type {Promise<void> | undefined} */
  let closing
  return {
    url: `http://${formatHost(host)}:${actualPort}`,
    port: actualPort,
    close() {
      if (!closing) {
        closing = new Promise((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
          server.closeAllConnections()
        })
      }
      return closing
    },
  }
}
