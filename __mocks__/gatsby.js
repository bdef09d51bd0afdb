// Manual mock of the `gatsby` package for unit tests, applied automatically by Jest because this
// folder sits next to node_modules. Based on https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
// Tests set query results with e.g. `jest.mocked(useStaticQuery).mockReturnValue({...})`.
const React = require('react')

const gatsby = jest.requireActual('gatsby')

// Props that Gatsby's <Link> understands but that are invalid on a plain <a>.
const Link = React.forwardRef(function Link(
  {
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    getProps: _getProps,
    innerRef,
    partiallyActive: _partiallyActive,
    replace: _replace,
    state: _state,
    to,
    ...rest
  },
  ref,
) {
  return React.createElement('a', { ...rest, ref: ref || innerRef, href: to })
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  withPrefix: jest.fn((path) => path),
  withAssetPrefix: jest.fn((path) => path),
  useStaticQuery: jest.fn(),
  // <StaticQuery> renders with whatever the mocked useStaticQuery returns, so one mock serves both.
  StaticQuery: jest.fn(({ render, children }) =>
    (render || children)(module.exports.useStaticQuery()),
  ),
  Slice: jest.fn(({ alias, ...rest }) =>
    React.createElement('div', { ...rest, 'data-test-slice-alias': alias }),
  ),
}
