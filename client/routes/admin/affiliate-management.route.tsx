import { CardSection } from '#client/components/ui/card.tsx'
import { EmptyNote, PlainSection } from '#client/components/ui/plain-section.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import {
  useAffiliateManagement,
  useCronStatus,
  usePayoutPolicy,
  useRecentPayouts,
} from '#client/features/affiliate-management/affiliate-management.queries.ts'
import { AffiliatesTable } from '#client/features/affiliate-management/components/affiliates-table.tsx'
import { Form1099Link } from '#client/features/affiliate-management/components/form-1099-link.tsx'
import { PayoutPolicyPanel } from '#client/features/affiliate-management/components/payout-policy-panel.tsx'
import { ProgramSwitch } from '#client/features/affiliate-management/components/program-switch.tsx'
import { RecentPayoutsTable } from '#client/features/affiliate-management/components/recent-payouts-table.tsx'
import { RunPayoutsPanel } from '#client/features/affiliate-management/components/run-payouts-panel.tsx'
import { SystemStatusPanel } from '#client/features/affiliate-management/components/system-status-panel.tsx'
import { TestClockPanel } from '#client/features/affiliate-management/components/test-clock-panel.tsx'

/**
 * /affiliate-management (admins only, behind the back office's gate): system status, payout
 * policy, the affiliates with their actions, the recent payouts and Run Payouts (spec 002 §2.7).
 */
export function AffiliateManagementRoute() {
  const cron = useCronStatus()
  const policy = usePayoutPolicy()
  const affiliates = useAffiliateManagement()
  const payouts = useRecentPayouts()
  const timeZone = cron.data?.timeZone

  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Affiliate management</h1>
        {timeZone ? <p className="text-navy-800">Times are shown in {timeZone}.</p> : null}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <CardSection id="system-status" title="System status">
            <QueryState
              query={cron}
              loadingLabel="Loading the system status…"
              errorText="We could not load the system status."
            >
              {(status) => <SystemStatusPanel status={status} />}
            </QueryState>
          </CardSection>
          <CardSection id="payout-policy" title="Payout policy">
            <QueryState
              query={policy}
              loadingLabel="Loading the payout policy…"
              errorText="We could not load the payout policy."
            >
              {({ text }) => <PayoutPolicyPanel text={text} />}
            </QueryState>
          </CardSection>
        </div>
        <div className="grid min-w-0 gap-6">
          <CardSection id="run-payouts" title="Run payouts">
            <RunPayoutsPanel />
          </CardSection>
          <CardSection id="affiliate-program" title="Affiliate program">
            <ProgramSwitch />
          </CardSection>
          {cron.data && cron.data.testClockDays !== null ? (
            <CardSection id="test-clock" title="Test clock">
              <TestClockPanel offsetDays={cron.data.testClockDays} />
            </CardSection>
          ) : null}
          <CardSection id="form-1099" title="1099-NEC report">
            <Form1099Link timeZone={timeZone} />
          </CardSection>
        </div>
      </div>

      <PlainSection id="affiliates" title="Affiliates" isBusy={affiliates.isFetching}>
        <QueryState
          query={affiliates}
          loadingLabel="Loading the affiliates…"
          errorText="We could not load the affiliates."
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyNote>There are no affiliates yet.</EmptyNote>}
        >
          {(rows) => <AffiliatesTable affiliates={rows} timeZone={timeZone} />}
        </QueryState>
      </PlainSection>

      <PlainSection id="recent-payouts" title="Recent payouts" isBusy={payouts.isFetching}>
        <QueryState
          query={payouts}
          loadingLabel="Loading the recent payouts…"
          errorText="We could not load the recent payouts."
          isEmpty={(list) => list.length === 0}
          empty={<EmptyNote>No payouts yet.</EmptyNote>}
        >
          {(list) => <RecentPayoutsTable payouts={list} timeZone={timeZone} />}
        </QueryState>
      </PlainSection>
    </div>
  )
}
