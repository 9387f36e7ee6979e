import { QueryState } from '#client/components/ui/query-state.tsx'
import { Tabs } from '#client/components/ui/tabs.tsx'
import { CreatePostForm } from '#client/features/social/components/create-post-form.tsx'
import { PostQueue } from '#client/features/social/components/post-queue.tsx'
import { SocialAnalytics } from '#client/features/social/components/social-analytics.tsx'
import { useSocialPosts } from '#client/features/social/social.queries.ts'

/**
 * /social-dashboard: the post queue, scheduling a post, and the analytics of published posts
 * (docs/decisions/042-social-posts.md).
 */
export function SocialDashboardRoute() {
  const posts = useSocialPosts()

  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Social posts</h1>
        <p className="text-navy-800">
          Posts are published at their time to this site&apos;s news page, and to Buffer when it is set up.
        </p>
      </div>
      <Tabs
        label="Social dashboard"
        items={[
          {
            id: 'queue',
            label: 'Post Queue',
            panel: (
              <section aria-busy={posts.isFetching} className="grid gap-3">
                <h2 className="sr-only">Post Queue</h2>
                <QueryState
                  query={posts}
                  loadingLabel="Loading the posts…"
                  errorText="We could not load the posts."
                  isEmpty={(data) => data.posts.length === 0}
                  empty={
                    <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
                      No posts yet. Schedule one under Create Post.
                    </p>
                  }
                >
                  {(data) => <PostQueue posts={data.posts} />}
                </QueryState>
              </section>
            ),
          },
          {
            id: 'create',
            label: 'Create Post',
            panel: (
              <section className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:p-6">
                <h2 className="text-xl font-semibold text-navy-950">Create Post</h2>
                <QueryState
                  query={posts}
                  loadingLabel="Loading the channels…"
                  errorText="We could not load the channels."
                >
                  {(data) => <CreatePostForm channels={data.channels} />}
                </QueryState>
              </section>
            ),
          },
          {
            id: 'analytics',
            label: 'Analytics',
            panel: (
              <section className="grid gap-3">
                <h2 className="sr-only">Analytics</h2>
                <SocialAnalytics />
              </section>
            ),
          },
        ]}
      />
    </div>
  )
}
