import { Briefcase, CircleCheck, Clock, DollarSign, LifeBuoy, Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { User } from '#shared/contracts/auth.contract.ts'
import { awaitingDecisionNote, summarizeCases } from '#shared/domain/case-status.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { AFFILIATE_PROGRAM_LINK } from '#client/components/layout/nav-links.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { openAssistantChat } from '#client/features/assistants/chat-events.ts'
import { AiChatWidget } from '#client/features/assistants/components/ai-chat-widget.tsx'
import { StatTile } from '#client/components/ui/stat-tile.tsx'
import { EmailVerificationNotice } from '#client/features/auth/components/email-verification-notice.tsx'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { useEmailVerifiedToast } from '#client/features/auth/use-email-verified-toast.ts'
import { useUserCases } from '#client/features/cases/cases.queries.ts'
import { CaseList } from '#client/features/cases/components/case-list.tsx'
import { useContentFigures } from '#client/features/content/content.queries.ts'
import { CreditRepairStatus } from '#client/features/credit-repair/components/credit-repair-status.tsx'
import { CREDIT_REPAIR_TEXTS } from '#client/features/credit-repair/credit-repair-texts.ts'
import { RecentOrders } from '#client/features/orders/components/recent-orders.tsx'
import { useUserOrders } from '#client/features/orders/orders.queries.ts'
import { totalInvested } from '#client/features/orders/total-invested.ts'
import { ContactSupportButton } from '#client/features/support/components/contact-support-button.tsx'
import { pagePaths } from '#client/lib/paths.ts'

const QUICK_ACTIONS = [
  { label: PACKAGE_NAMES.FEDERAL, to: pagePaths.startFederal },
  { label: PACKAGE_NAMES.STATE, to: pagePaths.startState },
  AFFILIATE_PROGRAM_LINK,
] as const

export function DashboardRoute() {
  useEmailVerifiedToast()
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>
}

function Dashboard({ user }: { user: User }) {
  const cases = useUserCases(user.id)
  const orders = useUserOrders(user.id)
  const figures = useContentFigures()
  const [searchParams] = useSearchParams()
  // Seed 002 §2.11: the name in the address, else the account's, else 'Valued Client'.
  const name = searchParams.get('name')?.trim() || user.firstName.trim() || CREDIT_REPAIR_TEXTS.fallbackName
  const summary = cases.data ? summarizeCases(cases.data.cases.map((item) => item.status)) : null
  const awaiting = summary ? awaitingDecisionNote(summary.submitted) : null

  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-6xl content-start gap-8 px-4 py-10 sm:py-12">
        <div className="grid gap-6">
          <div>
            <h1 className="text-3xl font-bold break-words text-navy-950">Welcome back, {name}!</h1>
            <p className="mt-2 text-navy-700">
              Manage your firearm rights restoration cases and track progress
            </p>
          </div>
          <EmailVerificationNotice user={user} />
        </div>

        <section aria-labelledby="dashboard-summary-heading">
          <h2 id="dashboard-summary-heading" className="sr-only">
            Summary
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatTile label="Active Cases" value={summary ? String(summary.active) : null} icon={Briefcase} />
            <StatTile
              label="Completed"
              value={summary ? String(summary.completed) : null}
              icon={CircleCheck}
            />
            <StatTile
              label="Pending Actions"
              value={summary ? String(summary.pendingActions) : null}
              icon={Clock}
            />
            <StatTile
              label="Total Invested"
              value={orders.data ? totalInvested(orders.data.orders) : null}
              icon={DollarSign}
            />
          </dl>
          {awaiting ? <p className="mt-3 text-sm text-navy-700">{awaiting}</p> : null}
        </section>

        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="self-start lg:col-span-2">
            <section aria-labelledby="dashboard-cases-heading" className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="dashboard-cases-heading" className="text-xl font-semibold text-navy-950">
                  Your Cases
                </h2>
                <Button asChild size="sm">
                  <Link to={pagePaths.startFederal}>
                    <Plus aria-hidden="true" />
                    Start New Case
                  </Link>
                </Button>
              </div>
              <CaseList
                cases={cases.data?.cases}
                isPending={cases.isPending}
                isError={cases.isError}
                onRetry={() => void cases.refetch()}
              />
            </section>
          </Card>

          <Card className="self-start lg:col-span-2">
            <section aria-labelledby="dashboard-credit-heading" className="grid gap-4">
              <h2 id="dashboard-credit-heading" className="text-xl font-semibold text-navy-950">
                {CREDIT_REPAIR_TEXTS.title}
              </h2>
              <CreditRepairStatus onOpenChat={openAssistantChat} />
            </section>
          </Card>

          <div className="grid content-start gap-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <Card>
              <section aria-labelledby="dashboard-actions-heading">
                <h2 id="dashboard-actions-heading" className="text-lg font-semibold text-navy-950">
                  Quick Actions
                </h2>
                <ul className="mt-4 grid gap-2">
                  {QUICK_ACTIONS.map((action) => (
                    <li key={action.to}>
                      <Button asChild variant="outline" className="w-full justify-start">
                        <Link to={action.to}>{action.label}</Link>
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
            <Card>
              <section aria-labelledby="dashboard-orders-heading" className="grid gap-4">
                <h2 id="dashboard-orders-heading" className="text-lg font-semibold text-navy-950">
                  Recent Orders
                </h2>
                <RecentOrders
                  orders={orders.data?.orders}
                  isPending={orders.isPending}
                  isError={orders.isError}
                  onRetry={() => void orders.refetch()}
                />
              </section>
            </Card>
            <Card className="bg-navy-900 text-white ring-navy-900">
              <section aria-labelledby="dashboard-help-heading" className="grid gap-3">
                <h2 id="dashboard-help-heading" className="flex items-center gap-2 text-lg font-semibold">
                  <LifeBuoy aria-hidden="true" className="size-5" />
                  Need Help?
                </h2>
                <p className="text-sm text-navy-100">
                  Our support team helps you through every step of your restoration, from the eligibility
                  check to submission.
                </p>
                <ContactSupportButton variant="accent" className="w-auto justify-self-start" />
              </section>
            </Card>
          </div>
        </div>
      </div>
      {/* The AI Support Chat tile opens it. */}
      <AiChatWidget figures={figures.data} />
    </div>
  )
}
