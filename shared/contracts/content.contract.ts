import { ContentFiguresSchema } from '../content/figures.ts'
import type { ContractTable } from './contract.ts'

export const contentContract = {
  figures: {
    method: 'GET',
    path: '/api/content/figures',
    summary: 'The catalog prices and business figures the content pages are rendered from',
    access: 'public',
    response: ContentFiguresSchema,
  },
} as const satisfies ContractTable
