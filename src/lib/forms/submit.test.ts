import { submitForm } from './submit'

const response = (status: number) => ({ status }) as Response

describe('submitForm', () => {
  const body = new FormData()
  it('is a success for any 2xx and posts the body to the endpoint', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(201))
    await expect(submitForm('https://cms.example/submit', body, fetchImpl)).resolves.toEqual({
      ok: true,
      status: 201,
    })
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://cms.example/submit',
      expect.objectContaining({ method: 'POST', body }),
    )
  })
  it('is a failure for non-2xx statuses', async () => {
    for (const status of [302, 400, 413, 500]) {
      await expect(
        submitForm('https://x', body, jest.fn().mockResolvedValue(response(status))),
      ).resolves.toEqual({ ok: false, reason: 'http', status })
    }
  })
  it('is a failure when the network fails or the endpoint is missing', async () => {
    await expect(
      submitForm('https://x', body, jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ).resolves.toEqual({ ok: false, reason: 'network' })
    const fetchImpl = jest.fn()
    await expect(submitForm('', body, fetchImpl)).resolves.toEqual({ ok: false, reason: 'network' })
    expect(fetchImpl).not.toHaveBeenCalled()
  })
  it('gives up after the timeout', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ) as unknown as typeof fetch
    await expect(submitForm('https://x', body, fetchImpl, 10)).resolves.toEqual({
      ok: false,
      reason: 'network',
    })
  })
})
