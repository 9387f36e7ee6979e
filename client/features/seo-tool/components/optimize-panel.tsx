import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { SEO_TEXTS } from '#shared/contracts/seo-tool.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { useOptimizeSeo } from '../seo-tool.mutations.ts'

/** Where the bar stands while the server works (spec 002 §9), before it answers. */
const STARTED_PERCENT = 10

const keyMissing = () =>
  toast({ variant: 'destructive', title: SEO_TEXTS.keyMissingTitle, description: SEO_TEXTS.keyMissing })

/**
 * Optimize SEO: the rules always run; LLM suggestions are an opt-in that needs OPENAI_API_KEY
 * (docs/decisions/041-seo-tool.md). The bar shows 10% while the server works, then goes back to 0.
 */
export function OptimizePanel({ isLlmReady }: { isLlmReady: boolean | undefined }) {
  const optimize = useOptimizeSeo()
  const [progress, setProgress] = useState(0)
  const [withLlm, setWithLlm] = useState(false)

  const run = async () => {
    if (withLlm && !isLlmReady) return keyMissing()
    setProgress(STARTED_PERCENT)
    try {
      const { optimizedFiles } = await optimize.mutateAsync({ withLlm })
      toast({
        variant: 'success',
        title: SEO_TEXTS.optimizedTitle,
        description: SEO_TEXTS.optimized(optimizedFiles),
      })
    } catch (error) {
      if (hasStatus(error, 409)) keyMissing()
      else {
        console.error('SEO optimization failed', error)
        toast({
          variant: 'destructive',
          title: SEO_TEXTS.optimizeFailedTitle,
          description: SEO_TEXTS.optimizeFailed,
        })
      }
    } finally {
      setProgress(0)
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-navy-800">
        Writes a backup of the current head overrides, then fixes every prerendered page by the rules: a title
        of 30 to 60 characters, a description of 70 to 160 built from the page’s own first paragraph, the
        canonical address and Open Graph tags that follow them.
      </p>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id="seo-with-llm"
            className="mt-0.5 size-5 shrink-0 accent-navy-800 aria-disabled:opacity-50"
            checked={withLlm}
            aria-disabled={isLlmReady ? undefined : true}
            aria-describedby="seo-llm-hint"
            onChange={(event) => {
              if (isLlmReady === undefined) return
              if (!isLlmReady) return keyMissing()
              setWithLlm(event.target.checked)
            }}
          />
          <label htmlFor="seo-with-llm" className="text-base text-navy-950">
            Include LLM suggestions
          </label>
          {isLlmReady === false ? <Badge variant="yellow">{SEO_TEXTS.keyRequiredBadge}</Badge> : null}
        </div>
        <p id="seo-llm-hint" className="pl-8 text-sm text-navy-700">
          {isLlmReady === false
            ? 'With OPENAI_API_KEY set, the language model also proposes a better title and description for each page that fails its length checks; its answers are checked and the rules stand in for any that do not fit. Without the key the rules still run.'
            : 'The language model proposes a title and description for each page that fails its length checks; answers that do not fit fall back to the rules.'}
        </p>
      </div>
      <Button className="justify-self-start" onClick={() => void run()} disabled={optimize.isPending}>
        <Sparkles aria-hidden="true" />
        {optimize.isPending ? SEO_TEXTS.optimizing : SEO_TEXTS.optimizeButton}
      </Button>
      <Progress value={progress} label="Optimization progress" />
    </div>
  )
}
