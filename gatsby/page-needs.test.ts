/** @jest-environment node */
import { pageNeeds } from './page-needs'

describe('pageNeeds', () => {
  it('gives listing routes their listing and data', () => {
    expect(pageNeeds('/whats-on/', [])).toMatchObject({
      listing: 'whatsOn',
      withArticles: true,
      withEvents: true,
      withStores: false,
    })
    expect(pageNeeds('/jobs/', [])).toMatchObject({ listing: 'jobs', withJobs: true })
  })

  it('derives data needs from section types on any page', () => {
    const needs = pageNeeds('/gift-generator/', ['SectionGiftGuide', 'SectionText'])
    expect(needs).toEqual({
      listing: null,
      withStores: false,
      withOffers: false,
      withArticles: false,
      withEvents: false,
      withGifts: true,
      withJobs: false,
      withCategories: true,
    })
  })

  it('asks for nothing on a plain content page', () => {
    const needs = pageNeeds('/about-us/', ['SectionText', 'SectionTextImage'])
    expect(Object.values(needs).every((v) => v === null || v === false)).toBe(true)
  })
})
