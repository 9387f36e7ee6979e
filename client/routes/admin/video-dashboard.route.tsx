import { useState } from 'react'
import type { VideoPlan } from '#shared/contracts/videos.contract.ts'
import { CardSection } from '#client/components/ui/card.tsx'
import { PlainSection } from '#client/components/ui/plain-section.tsx'
import { Tabs } from '#client/components/ui/tabs.tsx'
import { GenerateVideoForm } from '#client/features/videos/components/generate-video-form.tsx'
import { VideoPlanCard } from '#client/features/videos/components/video-plan-card.tsx'
import { VideoPlansPanel } from '#client/features/videos/components/video-plans-panel.tsx'
import { useVideoPlans } from '#client/features/videos/videos.queries.ts'

/** The plan just generated, as the plans list has it now (its render's progress, then its player). */
function GeneratedPlan({ planId, fallback }: { planId: string; fallback: VideoPlan }) {
  const plans = useVideoPlans()
  const plan = plans.data?.plans.find((p) => p.id === planId) ?? fallback
  return (
    <PlainSection id="generated-video" title="Your video">
      <VideoPlanCard plan={plan} announceFailure />
    </PlainSection>
  )
}

/** /video-dashboard: Generate Video and Manage Videos (002 §2.5). */
export function VideoDashboardRoute() {
  const [generated, setGenerated] = useState<VideoPlan | null>(null)
  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Videos</h1>
      <Tabs
        label="Video dashboard"
        items={[
          {
            id: 'generate',
            label: 'Generate Video',
            panel: (
              <div className="grid gap-6">
                <CardSection id="generate-video" title="Generate a short video">
                  <GenerateVideoForm onGenerated={setGenerated} />
                </CardSection>
                {generated ? <GeneratedPlan planId={generated.id} fallback={generated} /> : null}
              </div>
            ),
          },
          { id: 'manage', label: 'Manage Videos', panel: <VideoPlansPanel /> },
        ]}
      />
    </div>
  )
}
