import { describe, expect, it } from 'vitest'
import { assertPasswordNotGuessable, isPasswordGuessable } from './password-strength.ts'

const casey = ['Casey', 'Customer', 'casey.customer@example.com']

describe('password strength', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'Password1!', 'p4ssw0rd', 'iloveyou2', 'aaaaaaaaaaaa'])(
    'refuses the common or easily guessed password %s',
    (password) => {
      expect(isPasswordGuessable(password, [])).toBe(true)
    },
  )

  it.each(['Casey.Customer', 'CaseyCustomer1990', 'casey.customer@example.com', 'customer casey!'])(
    "refuses %s, built from the person's own name or e-mail",
    (password) => {
      expect(isPasswordGuessable(password, casey)).toBe(true)
    },
  )

  it.each(['correct-horse-12', 'admin-password-3', 'Tr0ub4dor&3', 'x7$!Qz#9Lm', 'harbor violet tractor'])(
    'accepts %s',
    (password) => {
      expect(isPasswordGuessable(password, casey)).toBe(false)
    },
  )

  it('judges a very long password by its start, quickly', () => {
    isPasswordGuessable('warm the dictionaries up', [])
    const started = performance.now()
    expect(isPasswordGuessable('p@$$w0rd'.repeat(16), [])).toBe(true)
    expect(isPasswordGuessable(`${'harbor violet tractor '.repeat(6)}`, [])).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('answers 400 with the plain-words message on the password field', () => {
    expect(() => assertPasswordNotGuessable('password', [])).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fields: {
          password:
            'This password is too common or easy to guess. Try a longer phrase of a few unrelated words.',
        },
      }),
    )
  })
})
