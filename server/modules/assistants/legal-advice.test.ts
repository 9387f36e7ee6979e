import { describe, expect, it } from 'vitest'
import { isLegalAdviceRequest } from './legal-advice.ts'

describe('isLegalAdviceRequest', () => {
  it.each([
    'Am I eligible?',
    'am i eligible to get my rights back',
    'Can I own a gun with a felony from 2009?',
    'Could I legally buy a rifle for hunting?',
    'Is it legal for me to carry a pistol?',
    'Am I allowed to have a firearm at home?',
    'Do I qualify for federal relief?',
    'Will I be able to buy a shotgun after this?',
    'What should I do about my DUI conviction?',
    'Should I apply for a pardon or an expungement?',
    'Will my rights be restored?',
    'What are my chances?',
    'Does my domestic battery conviction disqualify me?',
    'I was convicted of burglary in Ohio in 2012, can I get my rights back?',
    'I have a felony and a misdemeanor, do I need to file in both states?',
  ])('declines "%s"', (question) => {
    expect(isLegalAdviceRequest(question)).toBe(true)
  })

  it.each([
    'How long does restoration take?',
    'What does it cost?',
    'Am I eligible for a refund?',
    'Can I get a refund?',
    'Will I be able to upload from my phone?',
    'Can I pay with a deposit?',
    'What documents will I need?',
    'Do I need a lawyer?',
    'Are you a law firm?',
    'How do I find out if I am eligible?',
    'Can I say gun in my videos?',
    'Do I qualify for the affiliate program?',
    'What is the difference between state and federal restoration?',
  ])('answers "%s" from the knowledge base', (question) => {
    expect(isLegalAdviceRequest(question)).toBe(false)
  })
})
