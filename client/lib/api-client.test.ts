import { afterEach, describe, expect, it, vi } from 'vitest'
import { authContract } from '#shared/contracts/auth.contract.ts'
import { settingsContract } from '#shared/contracts/settings.contract.ts'
import { api, ApiError, apiRequest } from './api-client.ts'

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends a JSON content type merged with extra headers and same-origin credentials', async () => {
    const fetchMock = stubFetch(json({ ok: true }))
    await apiRequest('POST', '/api/thing', { body: { a: 1 }, headers: { 'X-Extra': 'yes' } })

    const [url, init] = fetchMock.mock.calls[0] ?? []
    const headers = new Headers(init?.headers)
    expect(url).toBe('/api/thing')
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('x-extra')).toBe('yes')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.body).toBe('{"a":1}')
  })

  it('sends an empty JSON object for a POST without input, and no body for a GET', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }))
    expect(await apiRequest('POST', '/api/auth/sign-out')).toBeNull()
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}')

    const getMock = stubFetch(json({}))
    await apiRequest('GET', '/api/thing')
    expect(getMock.mock.calls[0]?.[1]?.body).toBeUndefined()
  })

  it('throws an ApiError naming the status and carrying the error envelope', async () => {
    stubFetch(
      json(
        { error: { code: 'conflict', message: 'Taken.', fields: { email: 'Taken.' } } },
        { status: 409, statusText: 'Conflict' },
      ),
    )
    const error = await apiRequest('POST', '/api/auth/sign-up', { body: {} }).catch(
      (caught: unknown) => caught,
    )

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'API request failed: 409 Conflict',
      status: 409,
      code: 'conflict',
      serverMessage: 'Taken.',
      fields: { email: 'Taken.' },
    })
  })

  it('still throws an ApiError when the failed response is not JSON', async () => {
    stubFetch(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = await apiRequest('GET', '/api/thing').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ message: 'API request failed: 502 Bad Gateway', code: null, fields: {} })
  })
})

describe('api', () => {
  it('calls the contract path and returns the response checked against its schema', async () => {
    const settings = {
      company: {
        name: 'Co',
        address: 'Somewhere',
        supportEmail: 'help@example.com',
        supportPhone: null,
        hours: null,
      },
      deadline: { deadlineAt: '2025-12-31T23:59:59Z', isPostLawActive: false, postLawIncreaseCents: 40000 },
      isTestMode: false,
      extra: 'dropped',
    }
    const fetchMock = stubFetch(json(settings))
    const result = await api(settingsContract.publicSettings)

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/settings/public')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET')
    expect(result).toEqual({ company: settings.company, deadline: settings.deadline, isTestMode: false })
  })

  it('sends the body of a contract entry with its method', async () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      role: 'USER',
      isEmailVerified: false,
    }
    const fetchMock = stubFetch(json({ user }))
    const result = await api(authContract.signIn, { body: { email: 'a@example.com', password: 'secret' } })

    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST')
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@example.com","password":"secret"}')
    expect(result.user).toEqual(user)
  })
})
