/**
 * Prettier over the generated code, in a child process: `{ path: text }` on stdin, formatted
 * on stdout. A process of its own because Prettier 3 loads its parsers with dynamic imports,
 * which Jest's module runtime does not run; the generator's tests see exactly what it writes.
 */
import * as prettier from 'prettier'

let input = ''
for await (const chunk of process.stdin) input += chunk
const files = JSON.parse(input)
const out = {}
for (const [filepath, text] of Object.entries(files)) {
  const options = (await prettier.resolveConfig(filepath)) ?? {}
  out[filepath] = await prettier.format(text, { ...options, filepath })
}
process.stdout.write(JSON.stringify(out))
