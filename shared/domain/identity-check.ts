/**
 * How the two ways of proving identity are described wherever they are offered (the choice page,
 * the checkout summary): the automated ID check, and the manual processing that costs a fee.
 */
export const ID_CHECK_DURATION = 'under 2 minutes'

/** How long checking an ID by hand takes, wherever the manual processing is offered or agreed to. */
export const MANUAL_ID_PROCESSING_TIME = '2-3 business days'

/** The fee's name inside a sentence. */
export const MANUAL_ID_FEE_NAME = 'manual ID processing fee'

/** The fee's name as a label (a summary row). */
export const MANUAL_ID_FEE_LABEL = MANUAL_ID_FEE_NAME.charAt(0).toUpperCase() + MANUAL_ID_FEE_NAME.slice(1)

/** The terms of the manual ID processing fee, as the summary and the choice page state them. */
export const MANUAL_ID_FEE_TERMS = `non-refundable, ${MANUAL_ID_PROCESSING_TIME}`
