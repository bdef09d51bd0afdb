// Gatsby develop's development-only endpoints (GraphiQL, /__refresh, the stack-frame and file
// readers): tools for whoever runs gatsby develop, not part of the site, so the preview's front
// door never passes them on.

/** Paths of gatsby develop that are never passed on (development tools, not the site). */
const DEV_ONLY =
  /^\/(___graphql|__graphql|__refresh|__open-stack-frame-in-editor|__original-stack-frame|__file-code-frame|___services)(\/|$|\?)/

/**
 * Is this one of gatsby develop's development-only endpoints?
 * @param {string} url
 * @returns {boolean}
 */
export const isDevOnlyPath = (url) => DEV_ONLY.test(url.split('?')[0].replace(/\/{2,}/g, '/'))
