import { describe, expect, it } from 'vitest'
import {
  codeLabel,
  convictionPlace,
  LABEL_TABLES,
  labelFrom,
  orderStatusName,
  packageName,
  stateName,
} from './labels.ts'

describe('the label table', () => {
  it('gives every code of every table words: no underscore, not all capitals', () => {
    for (const [table, labels] of Object.entries(LABEL_TABLES)) {
      for (const [code, label] of Object.entries(labels as Record<string, string>)) {
        expect(label, `${table}.${code}`).toMatch(/\S/)
        expect(label, `${table}.${code}`).not.toMatch(/_/)
        expect(label, `${table}.${code}`).not.toMatch(/^[A-Z\s]+$/)
      }
    }
  })

  it('reads a code nobody gave words yet in sentence case, never as the raw code', () => {
    expect(codeLabel('NEEDS_INFO')).toBe('Needs info')
    expect(labelFrom({ PAID: 'Paid' }, 'ON_HOLD')).toBe('On hold')
    expect(orderStatusName('DEPOSIT_PAID')).toBe('Deposit paid')
  })

  it('names packages, states and a case’s place in words', () => {
    expect(packageName('FEDERAL')).not.toBe('FEDERAL')
    expect(stateName('OH')).toBe('Ohio')
    expect(stateName(null)).toBe('')
    expect(convictionPlace('BOTH', 'OH')).toBe('Federal and state convictions, Ohio')
    expect(convictionPlace('FEDERAL', null)).toBe('Federal conviction')
  })
})
