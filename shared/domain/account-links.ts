/**
 * How long the e-mail confirmation link of a new account works: what the e-mail promises and
 * what the sign-in library enforces, from one number.
 */
export const EMAIL_VERIFICATION_LINK_HOURS = 24
