import { Check, Copy, ThumbsDown, ThumbsUp } from 'lucide-react'
import type { AffiliateTrainingPage, SampleScript } from '#shared/content/affiliate-pages.ts'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { useCopyText } from '../use-copy-text.ts'
import { BulletList, Disclaimer, LinkRow, SectionFrame } from './affiliate-sections.tsx'

type CopyText = ReturnType<typeof useCopyText>

/** /affiliate-training: products, pitch tips, copyable scripts, do's and don'ts, schedule, hashtags. */
export function AffiliateTrainingView({ content }: { content: AffiliateTrainingPage }) {
  const copier = useCopyText()
  return (
    <article className="w-full">
      <PageHero heading={content.title} intro={content.intro} />
      <div className="mx-auto grid w-full max-w-5xl gap-12 px-4 py-10 sm:py-14">
        <SectionFrame id="what-you-sell" heading="What you sell">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {content.products.map((product) => (
              <li key={product.name}>
                <Card className="grid h-full content-start gap-1">
                  <h3 className="font-semibold text-navy-950">{product.name}</h3>
                  <p className="text-2xl font-bold text-navy-950 tabular-nums">{product.price}</p>
                  <p className="text-sm text-navy-700">{product.note}</p>
                </Card>
              </li>
            ))}
          </ul>
        </SectionFrame>

        <SectionFrame id="pitch-tips" heading="Pitch tips">
          <BulletList items={content.pitchTips} />
        </SectionFrame>

        <SectionFrame id="scripts" heading="Sample scripts">
          <p className="text-navy-800">
            Read them as they are or make them your own; keep the prices as they are.
          </p>
          <ul className="grid gap-4 lg:grid-cols-3">
            {content.scripts.map((script) => (
              <li key={script.id}>
                <ScriptCard script={script} copier={copier} />
              </li>
            ))}
          </ul>
        </SectionFrame>

        <SectionFrame id="dos-and-donts" heading="Do's and don'ts">
          <div className="grid gap-4 md:grid-cols-2">
            <Card className="grid content-start gap-3">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-green-800">
                <ThumbsUp aria-hidden="true" className="size-5" />
                Do
              </h3>
              <BulletList items={content.dos} />
            </Card>
            <Card className="grid content-start gap-3">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-red-800">
                <ThumbsDown aria-hidden="true" className="size-5" />
                Don&apos;t
              </h3>
              <BulletList items={content.donts} />
            </Card>
          </div>
        </SectionFrame>

        <SectionFrame id="posting-schedule" heading="Posting schedule">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {content.schedule.map((row) => (
              <div key={row.label} className="grid gap-0.5 rounded-lg bg-white p-4 ring-1 ring-navy-100">
                <dt className="text-sm text-navy-700">{row.label}</dt>
                <dd className="font-semibold break-words text-navy-950">{row.value}</dd>
              </div>
            ))}
          </dl>
        </SectionFrame>

        <SectionFrame id="hashtags" heading="Hashtags">
          <p id="hashtag-note" className="text-navy-800">
            {content.hashtagNote}
          </p>
          <ul className="flex flex-wrap gap-2">
            {content.hashtags.map((tag) => (
              <li key={tag}>
                <Button
                  variant={copier.copiedKey === tag ? 'primary' : 'outline'}
                  size="sm"
                  aria-describedby="hashtag-note"
                  onClick={() => void copier.copy(tag, tag, tag)}
                >
                  {copier.copiedKey === tag ? <Check aria-hidden="true" /> : null}
                  {tag}
                </Button>
              </li>
            ))}
          </ul>
        </SectionFrame>

        <section
          aria-labelledby="reminder-heading"
          className="grid gap-2 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200"
        >
          <h2 id="reminder-heading" className="text-xl font-semibold text-navy-950">
            A final reminder
          </h2>
          <p className="text-navy-900">{content.reminder}</p>
        </section>

        <Disclaimer text={content.disclaimer} />
        <SectionFrame id="more" heading="Next steps">
          <LinkRow links={content.links} />
        </SectionFrame>
        <p role="status" aria-live="polite" className="sr-only">
          {copier.announcement}
        </p>
      </div>
    </article>
  )
}

function ScriptCard({ script, copier }: { script: SampleScript; copier: CopyText }) {
  const isCopied = copier.copiedKey === script.id
  return (
    <Card className="grid h-full content-between gap-4">
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-navy-950">{script.title}</h3>
        <p className="break-words text-navy-800">{script.text}</p>
      </div>
      <Button
        variant={isCopied ? 'primary' : 'outline'}
        className="justify-self-start"
        onClick={() => void copier.copy(script.id, script.text, `the ${script.title} script`)}
      >
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {isCopied ? 'Copied' : 'Copy'}
        <span className="sr-only"> {script.title} script</span>
      </Button>
    </Card>
  )
}
