import { describe, expect, it } from 'vitest'
import { isBackOfficePath } from './paths.ts'

describe('back-office pages', () => {
  it('are /admin, the pages under it and the admin screens the specification puts at the root', () => {
    for (const path of [
      '/admin',
      '/admin/cases',
      '/admin/people/:id',
      '/admin/seo',
      '/affiliate-management',
      '/inbox',
      '/social-dashboard',
      '/video-dashboard',
      '/email-marketing',
    ]) {
      expect(isBackOfficePath(path), path).toBe(true)
    }
  })

  it('leave out public pages that merely look alike', () => {
    for (const path of [
      '/',
      '/administrator',
      '/affiliate',
      '/affiliate-management/x',
      '/inbox/x',
      '/dashboard',
    ]) {
      expect(isBackOfficePath(path), path).toBe(false)
    }
  })
})
