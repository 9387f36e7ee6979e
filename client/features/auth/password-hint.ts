import { PASSWORD_MIN_LENGTH } from '#shared/domain/person-fields.ts'

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`
