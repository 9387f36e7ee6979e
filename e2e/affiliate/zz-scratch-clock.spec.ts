import { expect, it } from 'vitest'
import { buyViaApi, getJson } from '../checkout.ts'
import { baseURL, openPage, signInAs, signUpCustomer, useBrowser } from '../fixtures.ts'
import { createCaseViaApi, federalCaseInput } from '../wizard.ts'

const ORIGIN = { Origin: baseURL }
const browser = useBrowser()

it('a referral after the test clock moved', async () => {
  const admin = await browser.newContext()
  await signInAs(admin, 'admin')
  expect((await admin.request.post('/api/admin/test-clock', { data: { days: 1 }, headers: ORIGIN })).status()).toBe(200)

  const owner = await browser.newContext()
  const customer = await signUpCustomer(owner)
  const signup = await owner.request.post('/api/affiliate/signup', { data: { name: 'Clock Owner', email: customer.email }, headers: ORIGIN })
  const code = ((await signup.json()) as { affiliate: { code: string } }).affiliate.code

  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  await openPage(page, `/r/${code}`)
  const cookie = (await visitor.cookies()).find((c) => c.name === 'rr_ref')
  console.log('rr_ref', cookie?.value, 'now', Math.floor(Date.now() / 1000))
  const v = await signUpCustomer(visitor)
  const caseId = await createCaseViaApi(visitor, federalCaseInput())
  await buyViaApi(visitor, { product: 'FEDERAL', caseId, fullName: `${v.firstName} ${v.lastName}` })
  await new Promise((r) => setTimeout(r, 8000))
  const stats = await getJson<{ stats: { clicks: number; conversions: number } }>(owner, `/api/affiliate/${code}/stats`)
  console.log('stats', JSON.stringify(stats.stats))
  expect(stats.stats.conversions).toBe(1)
})
