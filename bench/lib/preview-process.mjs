// The editors' preview (`npm run preview`, gatsby develop behind its front) started for a
// benchmark beside the local Drupal, in a work folder of its own under the OS temp folder.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { freePort } from '../../toolkit/free-port.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * Where the preview will listen, told to Drupal through its environment: call before the local
 * Drupal starts, so its saves call the preview back.
 * @param {string} secret the preview callback's secret
 */
export async function previewAddress(secret) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  process.env.DRUPAL_PREVIEW_URL = url
  process.env.DRUPAL_PREVIEW_CALLBACK_URL = `${url}/__preview/callback/${secret}`
  return { port, url, secret }
}

/**
 * Starts the preview; resolves once it says "Preview at", with its process and how to stop it.
 * @param {{ port: number, secret: string }} address from previewAddress
 * @param {{ url: string }} drupal
 */
export async function startPreview(address, drupal) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-preview-'))
  const preview = spawn(process.execPath, [path.join(root, 'preview/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DRUPAL_BASE_URL: drupal.url,
      DRUPAL_PORT: new URL(drupal.url).port,
      PREVIEW_PORT: String(address.port),
      PREVIEW_CALLBACK_SECRET: address.secret,
      PREVIEW_WORK_DIR: workDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  preview.stdout.on('data', (d) => (output += d))
  preview.stderr.on('data', (d) => (output += d))
  const stop = async () => {
    if (preview.exitCode === null) {
      preview.kill('SIGTERM')
      await new Promise((resolve) => preview.once('exit', resolve))
    }
    rmSync(workDir, { recursive: true, force: true })
  }
  while (!/Preview at http/.test(output)) {
    if (preview.exitCode !== null) {
      await stop()
      throw new Error(`The preview stopped:\n${output.slice(-3000)}`)
    }
    await sleep(250)
  }
  return { process: preview, stop }
}
