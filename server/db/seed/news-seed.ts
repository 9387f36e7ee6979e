import type { NewsService } from '#server/modules/news/index.ts'
import type { CreateNewsItemInput } from '#shared/contracts/news.contract.ts'

// Official public documents on restoring federal firearm rights, so a new installation's news
// widget shows real items. Titles are the documents' own; summaries are ours.
export const NEWS_SEED_ITEMS: CreateNewsItemInput[] = [
  {
    source: 'ARTICLE',
    title:
      'Application for Relief From Disabilities Imposed by Federal Laws With Respect to the Acquisition, Receipt, Transfer, Shipment, Transportation, or Possession of Firearms',
    outlet: 'Federal Register (Department of Justice)',
    summary:
      'Proposed rule (docket OAG191) setting out the criteria the Department of Justice would apply ' +
      'when deciding applications for relief from federal firearms disabilities under 18 U.S.C. 925(c). ' +
      'Public comments were accepted until October 20, 2025.',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-07-22/html/2025-13765.htm',
    publishedAt: '2025-07-22',
  },
  {
    source: 'ARTICLE',
    title: "Withdrawing the Attorney General's Delegation of Authority",
    outlet: 'Federal Register (Department of Justice)',
    summary:
      'Interim final rule, effective March 20, 2025, that withdrew the long-unused ATF regulations and ' +
      'delegation for deciding applications for relief from federal firearms disabilities, returning ' +
      'the 925(c) relief authority to the Attorney General.',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-03-20/html/2025-04872.htm',
    publishedAt: '2025-03-20',
  },
  {
    source: 'ARTICLE',
    title:
      'If a person has been convicted of a disabling offense, is there a means other than relief to have firearms rights restored?',
    outlet: 'ATF',
    summary:
      "ATF's answer: a person convicted of a federal offense may apply for a presidential pardon through " +
      "the Justice Department's Pardon Attorney; a person convicted of a state offense may ask the " +
      'Attorney General of the state of conviction about expungement, set-aside, pardon and restoration ' +
      'of civil rights.',
    url: 'https://www.atf.gov/firearms/qa/if-person-has-been-convicted-disabling-offense-there-means-other-relief-have-firearms',
    publishedAt: '2019-08-21',
  },
]

/** Gives a new installation's news a few real items; does nothing once any item exists. */
export async function seedNews(news: Pick<NewsService, 'seedItems'>): Promise<number> {
  return news.seedItems(NEWS_SEED_ITEMS)
}
