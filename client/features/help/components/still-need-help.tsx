import { Mail, MessageCircle, Phone, Send } from 'lucide-react'
import { Link } from 'react-router'
import type { HelpPage } from '#shared/content/help.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'

type StillNeedHelpProps = {
  content: HelpPage['stillNeedHelp']
  /** Opens the assistant chat (the Live Chat button). */
  onLiveChat: () => void
}

/** The Still Need Help panel of /help: live chat, the contact form, and phone or e-mail support. */
export function StillNeedHelp({ content, onLiveChat }: StillNeedHelpProps) {
  return (
    <Card role="region" aria-labelledby="still-need-help" className="grid gap-4">
      <h2 id="still-need-help" className="text-xl font-semibold text-navy-950">
        {content.title}
      </h2>
      <p className="text-navy-800">{content.text}</p>
      <div className="grid gap-3">
        <Button variant="accent" onClick={onLiveChat}>
          <MessageCircle aria-hidden="true" />
          {content.liveChatLabel}
        </Button>
        <Button asChild variant="primary">
          <Link to={content.contactFormPath}>
            <Send aria-hidden="true" />
            {content.contactFormLabel}
          </Link>
        </Button>
      </div>
      <div className="grid gap-2 border-t border-navy-100 pt-4">
        <p className="text-sm font-semibold text-navy-900">
          {content.phone ? 'Phone support' : 'E-mail support'}
        </p>
        {content.phone ? (
          <Button asChild variant="outline">
            <a href={`tel:${telephoneHref(content.phone)}`}>
              <Phone aria-hidden="true" />
              {content.phone}
            </a>
          </Button>
        ) : null}
        <a
          href={`mailto:${content.email}`}
          className="flex items-center gap-2 text-sm break-all text-navy-800 underline underline-offset-2"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {content.email}
        </a>
      </div>
    </Card>
  )
}

// A tel: link wants the digits (and a leading +) only; the shown number keeps its formatting.
function telephoneHref(phone: string): string {
  return phone.replace(/[^\d+]/g, '')
}
