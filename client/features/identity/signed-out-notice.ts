/**
 * The identity pages' own answer to a signed-out visitor (spec 002 §2.9): this toast, then the
 * sign-in page after 1 second rather than the usual 500 ms.
 */
export const ID_SIGNED_OUT_NOTICE = {
  title: 'Authentication Required',
  description: 'Please log in to continue with ID verification.',
  delayMs: 1000,
} as const
