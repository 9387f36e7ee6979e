import { z } from 'zod'
import { EmptySchema, type ContractTable } from './contract.ts'

export const AdminLoginInputSchema = z.object({
  username: z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254)),
  password: z.string().min(1, 'Password is required').max(128),
})
export type AdminLoginInput = z.infer<typeof AdminLoginInputSchema>

export const AdminSessionSchema = z.object({ admin: z.object({ username: z.string() }) })
export type AdminSession = z.infer<typeof AdminSessionSchema>

export const adminSessionContract = {
  login: {
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Sign in to the back office with an ADMIN account',
    access: 'public',
    body: AdminLoginInputSchema,
    response: AdminSessionSchema,
  },
  session: {
    method: 'GET',
    path: '/api/admin/session',
    summary: 'The signed-in admin',
    access: 'admin',
    response: AdminSessionSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'End the admin session',
    access: 'public',
    response: EmptySchema,
    status: 204,
  },
} as const satisfies ContractTable
