/** The id of the JSON script element in which the server hands the query cache to the browser. */
export const PRERENDER_STATE_ID = 'prerender-state'

/**
 * The locale and zone a page drawn on the server wrote its dates in, seeded in its query cache: the
 * browser writes dates the same way on that page (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
 */
export const displayFormatKey = ['display-format'] as const
