// A free port for a server the tooling starts beside another (gatsby develop, nginx).
import { once } from 'node:events'
import { createServer } from 'node:net'

/**
 * A loopback port nothing listens on now (the system's pick of an ephemeral port).
 * @returns {Promise<number>}
 */
export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  await new Promise((resolve) => server.close(resolve))
  return port
}
