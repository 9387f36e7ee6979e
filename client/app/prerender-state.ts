/** The id of the JSON script element in which the server hands the query cache to the browser. */
export const PRERENDER_STATE_ID = 'prerender-state'
