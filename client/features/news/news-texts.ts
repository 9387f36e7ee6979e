/** The texts of the news screens, each written once. */
export const NEWS_TEXTS = {
  pageTitle: 'Gun Rights News & Updates',
  loading: 'Fetching updates…',
  empty: 'No news found. Please check back later.',
  error: 'Error: Failed to load news',
} as const
