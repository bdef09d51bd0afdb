// Run in a scratch copy of the project (toolkit/typegen.mjs): Gatsby's bootstrap (config,
// sourcing, schema, pages, query extraction) and then its TypeScript typegen, the two steps
// `gatsby build` takes before and after it bundles and renders every page. Nothing is bundled
// or rendered, so the types come in a fraction of a build's time.
process.env.gatsby_executing_command = 'build'
process.env.NODE_ENV = 'production'

const path = require('node:path')
const { bootstrap } = require('gatsby/dist/bootstrap')
const { store } = require('gatsby/dist/redux')
const { writeTypeScriptTypes } = require('gatsby/dist/utils/graphql-typegen/ts-codegen')

async function main() {
  const directory = process.cwd()
  const sitePackageJson = require(path.join(directory, 'package.json'))
  // Of the arguments the CLI gives `gatsby build`, these are the ones its bootstrap reads.
  const args = {
    _: 'build',
    directory,
    sitePackageJson,
    browserslist: sitePackageJson.browserslist,
  }
  const program = /** @type {import('gatsby/dist/commands/types').IProgram} */ (
    /** @type {unknown} */ (args)
  )
  const { workerPool } = await bootstrap({ program })
  const { schema, definitions, config } = store.getState()
  if (!config.graphqlTypegen) throw new Error('graphqlTypegen is off in gatsby-config.ts')
  await writeTypeScriptTypes(directory, schema, definitions, config.graphqlTypegen)
  await Promise.all(workerPool.end())
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
