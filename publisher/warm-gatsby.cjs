'use strict'
/**
 * A `gatsby build` started ahead of the save it will publish. The publisher starts it in the
 * project folder, with the build's environment, as soon as the build before has ended; it
 * loads Gatsby's build command (Node reading Gatsby's modules took about 1.3 s of every
 * rebuild), then waits. A line on stdin runs `gatsby build` through Gatsby's own CLI, which now
 * finds its modules loaded.
 *
 * Gatsby reads its saved state (.cache/redux) while its modules load. If that state changed
 * while this process waited (a build by another process, a cleaned cache), or the installed
 * packages did (what it loaded would be out of date), or Gatsby would not load, the process
 * exits with STALE_EXIT_CODE without building, and the publisher starts an ordinary build.
 *
 * CommonJS, like Gatsby's CLI: it runs Gatsby's modules in this process.
 */
const { readdirSync, statSync } = require('node:fs')
const path = require('node:path')

/** Exit code of a process that did not build, so the publisher starts an ordinary build. */
const STALE_EXIT_CODE = Number(process.argv[2])

const projectDir = process.cwd()

/** Gatsby's saved state, and what says the installed packages changed (`npm ci`, patches). */
const WATCHED = [
  path.join('.cache', 'redux'),
  'package-lock.json',
  path.join('node_modules', '.package-lock.json'),
  'patches',
]

/**
 * What the build loads besides Gatsby, loaded ahead too: every Gatsby plugin the site depends
 * on (its gatsby-node), and the heaviest packages of the site's own build code (the floor
 * plans' DOM, the HTML sanitizer). The site's gatsby-node is compiled at each build, so it is
 * not. Each one missing is skipped.
 * Modules only, no calls into Gatsby: some of its helpers memoize what they find, and before
 * the build its state is not there (parsing the components ahead once made a first build
 * memoize an empty list of the packages webpack transpiles, and ship other scripts).
 */
function preloaded() {
  let site = {}
  try {
    site = require(path.join(projectDir, 'package.json'))
  } catch {
    // no package.json: Gatsby will say so
  }
  const plugins = Object.keys({ ...site.dependencies, ...site.devDependencies })
    .filter((name) => /^gatsby-(source|plugin|transformer)-/.test(name))
    .map((name) => `${name}/gatsby-node`)
  return [...plugins, 'jsdom', 'sanitize-html']
}

/** Names, sizes and modification times of the watched files (a folder's files, one level). */
function savedStateStamp() {
  return WATCHED.flatMap((entry) => {
    const full = path.join(projectDir, entry)
    let names = ['']
    try {
      if (statSync(full).isDirectory()) names = readdirSync(full).sort()
    } catch {
      return [`${entry}: none`]
    }
    return names.map((name) => {
      const stat = statSync(path.join(full, name))
      return `${path.join(entry, name)}:${stat.size}:${stat.mtimeMs}`
    })
  }).join('\n')
}

// As Gatsby's CLI sets them before it loads a command; some modules read them as they load.
process.env.NODE_ENV = 'production'
process.env.gatsby_executing_command = 'build'
const stampAtLoad = savedStateStamp()
try {
  require(require.resolve('gatsby/dist/commands/build', { paths: [projectDir] }))
} catch (error) {
  // Not built here: an ordinary `gatsby build` will report what is wrong.
  console.error(`Could not load Gatsby ahead of the build: ${error}`)
  process.exit(STALE_EXIT_CODE)
}
for (const name of preloaded()) {
  try {
    require(require.resolve(name, { paths: [projectDir] }))
  } catch {
    // not used by this site
  }
}
const stampLoaded = savedStateStamp()

let started = false
process.stdin.once('data', () => {
  started = true
  process.stdin.destroy()
  if (stampAtLoad !== stampLoaded || savedStateStamp() !== stampLoaded) {
    console.error("Gatsby's saved state changed after this process loaded it: not building")
    process.exit(STALE_EXIT_CODE)
  }
  const cli = require.resolve('gatsby/cli.js', { paths: [projectDir] })
  process.argv = [process.argv[0], cli, 'build']
  require(cli)
})
// The publisher closed the pipe without a build (it stopped): nothing to do.
process.stdin.once('end', () => started || process.exit(0))
