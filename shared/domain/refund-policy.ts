/** How long after payment a customer may cancel for a full refund, if no work has started. */
export const REFUND_WINDOW_HOURS = 24
