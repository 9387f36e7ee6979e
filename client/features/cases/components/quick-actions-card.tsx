import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { PACKET_NOT_PAID_MESSAGE, packetPath } from '#shared/contracts/packet.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'

type QuickActionsCardProps = {
  caseId: string
  /** The packet is there once the order is paid in full (docs/decisions/025-the-packet.md). */
  isPacketReady: boolean
  /** Contact Support and Mobile Upload, composed in by the page from their features. */
  children?: ReactNode
}

/** Quick Actions: Download Packet, Contact Support and Mobile Upload (spec 000 §2). */
export function QuickActionsCard({ caseId, isPacketReady, children }: QuickActionsCardProps) {
  return (
    <Card>
      <section aria-labelledby="case-actions-heading" className="grid gap-3">
        <h2 id="case-actions-heading" className="text-lg font-semibold text-navy-950">
          Quick Actions
        </h2>
        {isPacketReady ? (
          <Button asChild variant="outline" className="w-full justify-start">
            <a href={packetPath(caseId)} download>
              <Download aria-hidden="true" />
              Download Packet
            </a>
          </Button>
        ) : (
          <div className="grid gap-1">
            <Button
              variant="outline"
              className="w-full justify-start"
              disabled
              aria-describedby="packet-not-ready"
            >
              <Download aria-hidden="true" />
              Download Packet
            </Button>
            <p id="packet-not-ready" className="text-sm text-navy-700">
              {PACKET_NOT_PAID_MESSAGE}
            </p>
          </div>
        )}
        {children}
      </section>
    </Card>
  )
}
