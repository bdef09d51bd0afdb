/** The fictional centre. Everything here is invented (phone numbers use the 02 5550 range). */
export const REFERENCE_DATE = '2026-11-21'

export const CENTRE = {
  name: 'Molonglo Outlet Centre',
  shortName: 'Molonglo Outlet',
  suburb: 'Fyshwick',
  street: '45 Wattlebird Drive',
  locality: 'Fyshwick ACT 2609',
  phone: '02 5550 0100',
  email: 'hello@molonglooutlet.example.com.au',
  facebook: 'https://www.facebook.com/molonglooutletcentre',
  instagram: 'https://www.instagram.com/molonglooutletcentre',
  newsletter: 'https://mail.example.com.au/subscribe/molonglo-outlet-vip',
  kidsClub: 'https://mail.example.com.au/subscribe/molonglo-outlet-kids-club',
  homepageAlias: '/welcome-canberra-outlet',
  mapEmbed:
    'https://www.openstreetmap.org/export/embed.html?bbox=149.160%2C-35.335%2C149.185%2C-35.320&layer=mapnik&marker=-35.3275%2C149.1725',
  centreMapPdf: 'centre-map.pdf',
  defaultHours: '10am-6pm',
  description:
    "Canberra's only outlet centre, with up to 70% off across factory and Homemaker Centre retailers.",
}

/** `YYYY-MM-DD` that is `days` after the reference date. */
export function day(days) {
  const ms = Date.parse(`${REFERENCE_DATE}T00:00:00Z`) + days * 86400000
  return new Date(ms).toISOString().slice(0, 10)
}

/** `YYYY-MM-DDTHH:mm:ss` (no zone, Canberra local) `days` after the reference date. */
export function dateTime(days, time = '10:00') {
  return `${day(days)}T${time.length === 5 ? `${time}:00` : time}`
}
