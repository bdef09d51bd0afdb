import { splitIntro } from './sections'

const s = (__typename: string) => ({ __typename })

describe('splitIntro', () => {
  it('puts the leading text sections above the listing and the rest below', () => {
    const { intro, rest } = splitIntro([
      s('SectionText'),
      s('SectionTextImage'),
      s('SectionStoreSearch'),
      s('SectionText'),
    ])
    expect(intro.map((x) => x.__typename)).toEqual(['SectionText', 'SectionTextImage'])
    expect(rest.map((x) => x.__typename)).toEqual(['SectionStoreSearch', 'SectionText'])
  })

  it('has no intro when the page starts with another section', () => {
    expect(splitIntro([s('SectionLatestOffers'), s('SectionText')]).intro).toEqual([])
  })
})
