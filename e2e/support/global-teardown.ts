// Jest globalTeardown for the e2e config: stop the static server started by global-setup.ts.
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__E2E_STATIC_SERVER__
  if (server) {
    globalThis.__E2E_STATIC_SERVER__ = undefined
    await server.close()
  }
}
