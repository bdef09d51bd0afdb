/** @jest-environment node */
import { pageNeeds } from './page-needs'

const section = (__typename: string, kind?: string) => ({ __typename, kind })

describe('pageNeeds', () => {
  it('gives a page with a listing section the data of that listing, wherever the page is', () => {
    expect(pageNeeds([section('SectionText'), section('SectionListing', 'whatsOn')])).toEqual({
      withStores: false,
      withMapStores: false,
      withOffers: false,
      withArticles: true,
      withEvents: true,
      withGifts: false,
      withJobs: false,
      withCategories: false,
    })
    expect(pageNeeds([section('SectionListing', 'jobs')])).toMatchObject({
      withJobs: true,
      withOffers: false,
    })
    expect(pageNeeds([section('SectionListing', 'offers')])).toMatchObject({
      withOffers: true,
      withJobs: false,
    })
  })

  it('derives data needs from section types on any page', () => {
    expect(pageNeeds([section('SectionGiftGuide'), section('SectionText')])).toEqual({
      withStores: false,
      withMapStores: false,
      withOffers: false,
      withArticles: false,
      withEvents: false,
      withGifts: true,
      withJobs: false,
      withCategories: true,
    })
    expect(pageNeeds([section('SectionStoreSearch')])).toMatchObject({
      withStores: true,
      withMapStores: false,
      withCategories: true,
    })
    // The map places stores by name and shop number: not the directory's cards.
    expect(pageNeeds([section('SectionCentreMap')])).toMatchObject({
      withStores: false,
      withMapStores: true,
      withCategories: true,
    })
  })

  it('asks for nothing on a plain content page, whatever its path', () => {
    const needs = pageNeeds([section('SectionText'), section('SectionTextImage')])
    expect(Object.values(needs).every((v) => v === false)).toBe(true)
  })
})
