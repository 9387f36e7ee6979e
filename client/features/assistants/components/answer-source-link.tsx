import { Link } from 'react-router'
import type { AnswerSource } from '#shared/content/assistants.ts'
import { cn } from '#client/lib/cn.ts'

/** The page an answer came from, as a link to it. */
export function AnswerSourceLink({ source, className }: { source: AnswerSource; className?: string }) {
  return (
    <p className={cn('text-sm text-navy-700', className)}>
      Source:{' '}
      <Link to={source.path} className="font-semibold text-navy-800 underline underline-offset-2">
        {source.title}
      </Link>
    </p>
  )
}
