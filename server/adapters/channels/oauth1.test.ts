import { describe, expect, it } from 'vitest'
import { oauth1Header, oauthEncode } from './oauth1.ts'

describe('oauth1Header', () => {
  it("signs the documented example request to the same signature as X's guide", () => {
    const header = oauth1Header(
      {
        method: 'POST',
        url: 'https://api.twitter.com/1/statuses/update.json',
        params: { include_entities: 'true', status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
      },
      {
        consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
        consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      },
      { nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg', timestamp: 1318622958 },
    )
    expect(header).toContain(`oauth_signature="${oauthEncode('tnnArxj06cWHq44gCs1OSKk/jLY=')}"`)
    expect(header).toMatch(/^OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", /)
    expect(header).not.toContain('include_entities')
  })

  it('percent-encodes as RFC 3986 does', () => {
    expect(oauthEncode("Ladies + Gentlemen!*'()")).toBe('Ladies%20%2B%20Gentlemen%21%2A%27%28%29')
  })
})
