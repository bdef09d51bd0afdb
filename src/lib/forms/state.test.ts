import { nextStatus } from './state'

describe('nextStatus', () => {
  it('goes idle → submitting → success', () => {
    expect(nextStatus('idle', 'submit')).toBe('submitting')
    expect(nextStatus('submitting', 'succeeded')).toBe('success')
  })
  it('goes submitting → error, and a new attempt clears the error', () => {
    expect(nextStatus('submitting', 'failed')).toBe('error')
    expect(nextStatus('error', 'submit')).toBe('submitting')
    expect(nextStatus('submitting', 'invalid')).toBe('idle')
  })
  it('ignores a second submit while submitting and anything after success', () => {
    expect(nextStatus('submitting', 'submit')).toBe('submitting')
    expect(nextStatus('success', 'submit')).toBe('success')
    expect(nextStatus('success', 'failed')).toBe('success')
    expect(nextStatus('idle', 'succeeded')).toBe('idle')
  })
})
