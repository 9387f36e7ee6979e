import { supportHours } from '#shared/content/help.ts'
import { ContactDetails } from '#client/features/contact/components/contact-details.tsx'
import { ContactPageView } from '#client/features/contact/components/contact-page-view.tsx'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

export function ContactRoute() {
  return (
    <ContactPageView
      details={
        <ContentFiguresGate>
          {(figures) => <ContactDetails company={figures.company} hours={supportHours(figures)} />}
        </ContentFiguresGate>
      }
    />
  )
}
