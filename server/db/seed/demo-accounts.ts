import { randomBytes } from 'node:crypto'
import type { Config } from '#server/config.ts'
import type { AuthService } from '#server/modules/auth/index.ts'

export type DemoCredentials = { role: 'customer' | 'admin'; email: string; password: string }

/**
 * Creates the demo customer and demo admin of a fresh development database, each with a random
 * password that the caller prints once. Refuses in production, whatever the caller asked: the
 * addresses are well known (docs/decisions/015-production-guard-and-outbound-fetches.md).
 */
export async function seedDemoAccounts(
  auth: AuthService,
  config: Pick<Config, 'isProduction'>,
): Promise<DemoCredentials[]> {
  if (config.isProduction) throw new Error('Demo accounts are never created in production')
  if ((await auth.countUsers()) > 0) return []
  const accounts = [
    {
      role: 'customer',
      email: 'demo.customer@example.com',
      firstName: 'Dana',
      lastName: 'Demo',
      dbRole: 'USER',
    },
    { role: 'admin', email: 'demo.admin@example.com', firstName: 'Alex', lastName: 'Admin', dbRole: 'ADMIN' },
  ] as const
  const created: DemoCredentials[] = []
  for (const account of accounts) {
    const password = randomBytes(12).toString('base64url')
    await auth.upsertAccount({
      email: account.email,
      password,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.dbRole,
    })
    created.push({ role: account.role, email: account.email, password })
  }
  return created
}
