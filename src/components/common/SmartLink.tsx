import React from 'react'
import { Link } from 'gatsby'
import { isSafeLinkTarget, linkKind, opensInNewTab, withTrailingSlash } from '../../lib/links'

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  children: React.ReactNode
}

/**
 * One link for every CMS-provided target: in-app paths use Gatsby's <Link> (prefetched,
 * client-side); schemes, hashes and site files are plain anchors; external pages and files
 * open in a new tab with rel="noopener noreferrer" and say so to screen readers. A target
 * with any other scheme than http(s), mailto: or tel: is not linked at all (the mapping drops
 * those already; this is the second line).
 */
export function SmartLink({ to, children, ...rest }: Props) {
  if (!isSafeLinkTarget(to)) return <span className={rest.className}>{children}</span>
  const kind = linkKind(to)
  if (kind === 'internal') {
    return (
      <Link to={withTrailingSlash(to)} {...rest}>
        {children}
      </Link>
    )
  }
  const newTab = opensInNewTab(to)
  return (
    <a href={to} {...rest} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
