// What the install's steps share: its log lines and the time since it began.
const started = Date.now()

/** @param {string} text */
export const log = (text) => console.log(`[drupal:install] ${text}`)

export const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
