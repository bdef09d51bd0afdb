/**
 * The section's component (src/components/sections/<Pascal>Section.tsx): presentational, its
 * props the fields fragment's type, each field shown as its kind is elsewhere on the site.
 */

const IMAGE_SELECTION = 'alt localFile { childImageSharp { gatsbyImageData(width: 1200) } }'

/** How one field shows in the section's markup. */
function fieldMarkup(f) {
  const value = `section.${f.prop}`
  switch (f.type) {
    case 'string':
      return ['heading', 'title'].includes(f.name)
        ? `{${value} && <h2>{${value}}</h2>}`
        : `{${value} && <p>{${value}}</p>}`
    case 'long':
      return `{${value} && <Plain>{${value}}</Plain>}`
    case 'text':
      return `<RichText html={${value}} />`
    case 'image':
      return `<CmsImage image={${value}} priority={first} />`
    case 'link':
      return `{${value} && <SmartLink to={${value}.url}>{${value}.title ?? ${JSON.stringify(f.label)}}</SmartLink>}`
    default:
      return null
  }
}

const fragmentLine = (f) =>
  f.type === 'image'
    ? `${f.prop} { ${IMAGE_SELECTION} }`
    : f.type === 'link'
      ? `${f.prop} { url title }`
      : f.prop

function imports(types) {
  return [
    `import React from 'react'`,
    `import { graphql } from 'gatsby'`,
    `import { styled } from '@linaria/react'`,
    `import { theme } from '../../styles/theme'`,
    `import { Container } from '../layout/Layout.styles'`,
    ...(types.has('text') ? [`import { RichText } from '../common/RichText'`] : []),
    ...(types.has('image') ? [`import { CmsImage } from '../common/CmsImage'`] : []),
    ...(types.has('link') ? [`import { SmartLink } from '../common/SmartLink'`] : []),
  ]
}

const STYLES = ['const Band = styled.section`', '  padding: ${theme.space.xl} 0;', '`']
const PLAIN = [
  '/** Plain text keeps the line breaks the editor typed. */',
  'const Plain = styled.p`',
  '  white-space: pre-line;',
  '`',
]

function props(spec, withImage) {
  const type = `Queries.${spec.domain}FieldsFragment`
  return withImage
    ? `{ section, first = false }: { section: ${type}\n/** The page's first section: its image may be the largest of the first screen. */\nfirst?: boolean }`
    : `{ section }: { section: ${type} }`
}

/** The component's text (prettier formats it after). */
export function component(spec, fields) {
  const types = new Set(fields.map((f) => f.type))
  const flags = fields
    .filter((f) => f.type === 'bool')
    .map((f) => ` data-${f.name.replace(/_/g, '-')}={${`section.${f.prop}`} ? '' : undefined}`)
  return [
    ...imports(types),
    '',
    ...STYLES,
    ...(types.has('long') ? ['', ...PLAIN] : []),
    '',
    `/**\n * ${spec.description}\n * A region named for assistive technology; each field shown as it comes.\n */`,
    `export function ${spec.component}(${props(spec, types.has('image'))}) {`,
    '  return (',
    `    <Band aria-label=${JSON.stringify(spec.label)}${flags.join('')}>`,
    '      <Container>',
    ...fields.map(fieldMarkup).filter(Boolean),
    '      </Container>',
    '    </Band>',
    '  )',
    '}',
    '',
    '/** @public Gatsby reads a fragment by its name in the queries that spread it. */',
    'export const fragment = graphql`',
    `  fragment ${spec.domain}Fields on ${spec.domain} {`,
    ...fields.map((f) => `    ${fragmentLine(f)}`),
    '  }',
    '`',
    '',
  ].join('\n')
}
