import { useEffect } from 'react'
import { lazyApi } from '#client/lib/lazy-api.ts'
import { readReferral } from './referral-link.ts'

// Once per page load, however often the effect runs (StrictMode runs it twice).
let isRecorded = false

/**
 * A page opened from a referral link (?ref=CODE, DECISIONS §4): records the click once (the server
 * sets the referral cookie), then takes `ref` out of the address bar so a shared or bookmarked
 * address does not carry it. A failure is ignored: the visitor's page is what matters.
 */
export function useReferralClick() {
  useEffect(() => {
    if (isRecorded) return
    const referral = readReferral(window.location.href)
    if (!referral) return
    isRecorded = true
    if (referral.code) {
      // Loaded on use: most visits carry no referral, and the landing page stays light.
      lazyApi(
        () => import('#shared/contracts/affiliates.contract.ts').then((m) => m.affiliatesContract.click),
        { body: { code: referral.code } },
      ).catch(() => undefined)
    }
    // The router's own history state is kept, so back and forward still work.
    window.history.replaceState(window.history.state, '', referral.cleanUrl)
  }, [])
}
