import { useCurrentUser } from '#client/features/auth/auth.queries.ts'
import { NewsPage } from '#client/features/news/components/news-page.tsx'

export function NewsRoute() {
  const currentUser = useCurrentUser()
  return <NewsPage canOpenSource={currentUser.data?.role === 'ADMIN'} />
}
