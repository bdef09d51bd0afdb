import React from 'react'

/**
 * Inline SVG icons (24x24, currentColor). Decorative by default (aria-hidden); pass `title`
 * when the icon alone carries meaning, and it becomes an image with that accessible name.
 *
 *   <Icon name="wifi" />                      decorative, next to visible text
 *   <Icon name="facebook" title="Facebook" /> the only content of a link
 */
const paths = {
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  wifi: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0" />
      <path d="M5.5 12.5a9.5 9.5 0 0 1 13 0" />
      <path d="M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.3" r="1.2" fill="currentColor" stroke="none" />
    </>
  ),
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5" />
    </>
  ),
  disabled: (
    <>
      <circle cx="11" cy="4.5" r="1.8" fill="currentColor" stroke="none" />
      <path d="M11 7.5v6h5.5l2.5 5" />
      <path d="M11 10.5h5" />
      <path d="M8 11.2a5.5 5.5 0 1 0 7.6 6.6" />
    </>
  ),
  map: (
    <>
      <path d="M9 4 3 6.5v13.5L9 17.5l6 2.5 6-2.5V4l-6 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </>
  ),
  parents: (
    <>
      <circle cx="8" cy="5" r="2" />
      <path d="M5 21v-6H3.5L5 9.5A3 3 0 0 1 8 8a3 3 0 0 1 3 1.5" />
      <path d="M8 21v-6" />
      <circle cx="16.5" cy="10.5" r="1.6" />
      <path d="M14 21v-4.5l-1-3.5a3 3 0 0 1 3.5-1.8 3 3 0 0 1 3.5 1.8l-1 3.5V21" />
    </>
  ),
  box: (
    <>
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5 12 12l9-4.5M12 12v9" />
      <path d="m7.5 5.2 9 4.6" />
    </>
  ),
  shop: (
    <>
      <path d="M4 9v11h16V9" />
      <path d="M3 9 5 4h14l2 5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  'lost-property': (
    <>
      <path d="M5 8h14l-1 12H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      <path d="M10.3 12.6a1.8 1.8 0 1 1 2.5 1.7c-.5.2-.8.6-.8 1.1v.4" />
      <circle cx="12" cy="18" r=".9" fill="currentColor" stroke="none" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  menu: <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />,
  close: <path d="M5.5 5.5l13 13M18.5 5.5l-13 13" />,
  facebook: (
    <path
      d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2h-2.6v3h2.6V21z"
      fill="currentColor"
      stroke="none"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  toilets: (
    <>
      <circle cx="7" cy="4.5" r="1.6" />
      <path d="M5 21v-7H4V9.5A1.5 1.5 0 0 1 5.5 8h3A1.5 1.5 0 0 1 10 9.5V14H9v7" />
      <path d="M12 2.5v19" />
      <circle cx="17" cy="4.5" r="1.6" />
      <path d="M15.5 21v-5H13l2-7.2A1.5 1.5 0 0 1 16.5 8h1a1.5 1.5 0 0 1 1.5.8L21 16h-2.5v5" />
    </>
  ),
  atm: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9v6M18 9v6" />
    </>
  ),
  information: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6" />
      <circle cx="12" cy="7.6" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  lift: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="m9 9 3-3 3 3M9 15l3 3 3-3" />
    </>
  ),
  entrance: (
    <>
      <path d="M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5" />
      <path d="M3.5 12H14M10 8l4 4-4 4" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  chevron: <path d="m9 5 7 7-7 7" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
} satisfies Record<string, React.ReactNode>

export type IconName = keyof typeof paths

/** Is `name` (from the CMS) one of the icons? */
export function isIconName(name: string | null | undefined): name is IconName {
  return !!name && Object.prototype.hasOwnProperty.call(paths, name)
}

export function Icon({
  name,
  title,
  size = 24,
  className,
}: {
  name: IconName
  title?: string
  size?: number | string
  className?: string
}) {
  const a11y = title
    ? { role: 'img' as const, 'aria-label': title }
    : { 'aria-hidden': true as const, focusable: 'false' as const }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      {title ? <title>{title}</title> : null}
      {paths[name]}
    </svg>
  )
}
