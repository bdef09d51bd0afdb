// Gatsby's router fork ships no types; it has the API of @reach/router (typed by
// @types/reach__router, installed with Gatsby).
declare module '@gatsbyjs/reach-router' {
  export * from '@reach/router'
}
