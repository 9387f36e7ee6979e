import { addressBlock } from '#server/lib/address-block.ts'
import { AppError } from '#server/lib/app-error.ts'
import { progressiveDelayMs, rateLimited, type RateLimitsService } from '#server/modules/rate-limits/index.ts'

const MINUTE = 60

/**
 * Sign-in limits after OWASP's authentication cheat sheet
 * (docs/decisions/017-sign-in-limits-and-passwords.md). Only failed password checks count.
 */
export const SIGN_IN_LIMITS = {
  /** One address on one account: a guesser there is stopped, the owner elsewhere is not. */
  perPair: { limit: 10, windowSeconds: 15 * MINUTE },
  /** One address across every account it tries (households and offices share an address). */
  perAddress: { limit: 30, windowSeconds: 15 * MINUTE },
  /** One account from every address: failures slow its sign-ins down, they never close them. */
  perAccount: { windowSeconds: 15 * MINUTE },
  accountDelay: { freeFailures: 10, baseMs: 250, maxMs: 3_000 },
} as const

export const SIGN_IN_REFUSED_MESSAGE =
  'Too many failed sign-in attempts from your network. Please wait a few minutes and try again, or reset your password.'

type Deps = {
  rateLimits: Pick<RateLimitsService, 'hit' | 'release' | 'reset'>
  sleep?: (ms: number) => Promise<void>
}

export function createSignInLimits({
  rateLimits,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: Deps) {
  /**
   * Runs `checkPassword` for `email` from `ip` under the limits: refuses (429) an address that has
   * failed too often on this account or on accounts overall, waits longer the more this account
   * has failed from anywhere, and counts a wrong password. A right one clears the pair's failures.
   */
  async function guard<T>(email: string, clientIp: string, checkPassword: () => Promise<T>): Promise<T> {
    const ip = addressBlock(clientIp)
    const pair = `${email}\n${ip}`
    const { perPair, perAddress, perAccount, accountDelay } = SIGN_IN_LIMITS
    // Counted before the check, so parallel guesses see each other; taken back when not a failure.
    const [pairCount, addressCount, accountCount] = await Promise.all([
      rateLimits.hit('sign-in:pair', pair, perPair),
      rateLimits.hit('sign-in:ip', ip, perAddress),
      rateLimits.hit('sign-in:account', email, perAccount),
    ])
    const takeBack = (pairToo: boolean) =>
      Promise.all([
        pairToo ? rateLimits.release('sign-in:pair', pair) : rateLimits.reset('sign-in:pair', pair),
        rateLimits.release('sign-in:ip', ip),
        rateLimits.release('sign-in:account', email),
      ])
    const refused = [
      pairCount.count > perPair.limit ? pairCount : null,
      addressCount.count > perAddress.limit ? addressCount : null,
    ].filter((count) => count !== null)
    if (refused.length > 0) {
      await takeBack(true)
      throw rateLimited(SIGN_IN_REFUSED_MESSAGE, Math.max(...refused.map((c) => c.retryAfterSeconds)))
    }
    await sleep(progressiveDelayMs(accountCount.count - 1, accountDelay))
    let result: T
    try {
      result = await checkPassword()
    } catch (error) {
      const isWrongPassword = error instanceof AppError && error.code === 'unauthorized'
      if (!isWrongPassword) await takeBack(true)
      throw error
    }
    await takeBack(false)
    return result
  }

  return { guard }
}
