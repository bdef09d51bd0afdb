// Font files imported through webpack resolve to their emitted URL.
declare module '*.woff2' {
  const url: string
  export default url
}
