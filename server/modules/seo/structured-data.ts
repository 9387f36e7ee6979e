import { faqEntries, type ContentFigures, type PackageFigure } from '#shared/content/index.ts'

type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/**
 * The schema.org descriptions of a page (Organization everywhere; the services with their catalog
 * offers on the pages that sell them; the FAQ on the pages that show it), for search results.
 */
export function structuredData(path: string, f: ContentFigures, publicUrl: string): JsonLd[] {
  const organization = organizationLd(f, publicUrl)
  const blocks: JsonLd[] = [organization]
  const services = SERVICES_BY_PAGE[path]
  if (services) {
    for (const service of services(f)) blocks.push(serviceLd(service, organization['@id'], publicUrl))
  }
  if (path === '/faq' || path === '/help') blocks.push(faqPageLd(f))
  return blocks
}

type ServiceOffer = { name: string; description: string; packages: PackageFigure[]; path: string }

const restoration = (f: ContentFigures): ServiceOffer => ({
  name: 'Firearm rights restoration document preparation',
  description:
    'Preparation of the application or petition documents to restore federal and state firearm rights, with VIP Credit Repair included.',
  packages: [f.packages.federal, f.packages.state, f.packages.bundle],
  path: '/pricing',
})

const creditRepair = (f: ContentFigures): ServiceOffer | null => {
  const packages = [f.packages.basicCredit, f.packages.vipCredit, f.packages.aiCredit].filter(
    (p): p is PackageFigure => p !== null,
  )
  return packages.length === 0
    ? null
    : {
        name: 'Credit repair',
        description: 'Standalone credit repair plans.',
        packages,
        path: '/pricing',
      }
}

const single =
  (pick: (f: ContentFigures) => PackageFigure, path: string, description: string) =>
  (f: ContentFigures): ServiceOffer[] => {
    const pkg = pick(f)
    return [{ name: pkg.name, description, packages: [pkg], path }]
  }

const SERVICES_BY_PAGE: Record<string, (f: ContentFigures) => ServiceOffer[]> = {
  '/': (f) => [restoration(f)],
  '/pricing': (f) => [restoration(f), creditRepair(f)].filter((s): s is ServiceOffer => s !== null),
  '/federal-restoration': single(
    (f) => f.packages.federal,
    '/federal-restoration',
    'Preparation of the documents to seek restoration of federal firearm rights.',
  ),
  '/state-restoration': single(
    (f) => f.packages.state,
    '/state-restoration',
    "Preparation of the documents to seek restoration of firearm rights under your state's law.",
  ),
  '/complete-bundle': single(
    (f) => f.packages.bundle,
    '/complete-bundle',
    'Federal and state firearm rights restoration documents prepared together.',
  ),
}

function organizationLd(f: ContentFigures, publicUrl: string): JsonLd & { '@id': string } {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: f.company.name,
    url: `${publicUrl}/`,
    email: f.company.supportEmail,
    ...(f.company.supportPhone ? { telephone: f.company.supportPhone } : {}),
    address: f.company.address,
  }
}

function serviceLd(service: ServiceOffer, organizationId: string, publicUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.name,
    areaServed: { '@type': 'Country', name: 'United States' },
    provider: { '@id': organizationId },
    offers: service.packages.map((pkg) => ({
      '@type': 'Offer',
      name: pkg.name,
      price: (pkg.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      url: `${publicUrl}${service.path}`,
      availability: 'https://schema.org/InStock',
    })),
  }
}

function faqPageLd(f: ContentFigures): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqEntries(f).map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}
