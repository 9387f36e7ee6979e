import { describe, expect, it } from 'vitest'
import { splitFullName } from './full-name.ts'

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('  Mary  Ann   de la Cruz ')).toEqual({
      firstName: 'Mary',
      lastName: 'Ann de la Cruz',
    })
  })

  it('fills both from a single name, since the account needs each', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' })
  })
})
