import { supportHours } from '#shared/content/help.ts'
import { ContactDetails } from '#client/features/contact/components/contact-details.tsx'
import { ContactPageView } from '#client/features/contact/components/contact-page-view.tsx'
import { useContentFigures } from '#client/features/content/content.queries.ts'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

export function ContactRoute() {
  const company = useContentFigures().data?.company
  return (
    <ContactPageView
      reach={
        company && {
          phone: company.supportPhone,
          email: company.supportEmail,
          hasHours: company.supportHours !== null,
        }
      }
      details={
        <ContentFiguresGate>
          {(figures) => <ContactDetails company={figures.company} hours={supportHours(figures)} />}
        </ContentFiguresGate>
      }
    />
  )
}
