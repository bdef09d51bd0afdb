import { centreJsonLd, jsonLdScript } from './centreJsonLd'

const hours = {
  defaultHours: '10am-6pm',
  holidays: [
    { name: 'Christmas Day', date: '2026-12-25', hours: null, closed: true },
    { name: 'Boxing Day', date: '2026-12-26', hours: '9am-7pm', closed: false },
  ],
}

test('the centre as a schema.org ShoppingCenter', () => {
  const ld = centreJsonLd(
    {
      siteName: 'Molonglo Outlet Centre',
      siteUrl: 'https://example.com.au',
      addressHtml: '<p>45 Wattlebird Drive<br>Fyshwick ACT 2609</p>',
      phone: '02 5550 0100',
      sameAs: ['https://www.facebook.com/x', null, 'https://www.instagram.com/x'],
    },
    hours,
  )
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    name: 'Molonglo Outlet Centre',
    url: 'https://example.com.au/',
    telephone: '02 5550 0100',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '45 Wattlebird Drive',
      addressLocality: 'Fyshwick',
      addressRegion: 'ACT',
      postalCode: '2609',
      addressCountry: 'AU',
    },
    sameAs: ['https://www.facebook.com/x', 'https://www.instagram.com/x'],
  })
  expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '18:00' })
  expect(ld.specialOpeningHoursSpecification).toEqual([
    expect.objectContaining({ validFrom: '2026-12-25', opens: '00:00', closes: '00:00' }),
    expect.objectContaining({ validFrom: '2026-12-26', opens: '09:00', closes: '19:00' }),
  ])
})

test('no holidays: no special opening hours; missing details are left out', () => {
  const ld = centreJsonLd(
    { siteName: 'X', siteUrl: 'https://x.test' },
    { defaultHours: '10am-6pm', holidays: [] },
  )
  expect(ld).not.toHaveProperty('specialOpeningHoursSpecification')
  expect(ld).not.toHaveProperty('telephone')
  expect(ld).not.toHaveProperty('address')
})

test('jsonLdScript cannot close the script element', () => {
  expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
})
