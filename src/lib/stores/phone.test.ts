import { phoneParts } from './phone'

describe('store phone', () => {
  it('keeps free-text phones and links their number', () => {
    expect(phoneParts('02 5550 1001 (Shop 1)')).toEqual({
      before: '',
      number: '02 5550 1001',
      href: 'tel:0255501001',
      after: ' (Shop 1)',
    })
    const sentence = phoneParts('Call us on (02) 5550 1041 or visit Shop 41.')
    expect(sentence.before + sentence.number + sentence.after).toBe(
      'Call us on (02) 5550 1041 or visit Shop 41.',
    )
    expect(sentence.href).toBe('tel:0255501041')
    expect(phoneParts('Ask in store')).toEqual({
      before: 'Ask in store',
      number: null,
      href: null,
      after: '',
    })
  })
})
