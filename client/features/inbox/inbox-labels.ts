import { AtSign, Camera, FileText, Mail, MessageCircle, Play, Users, type LucideIcon } from 'lucide-react'
import type { ConversationSource } from '#shared/contracts/inbox.contract.ts'
import { LEAD_TOPIC_LABELS, LEAD_TOPICS, type LeadTopic } from '#shared/contracts/leads.contract.ts'

/** Each channel's name and icon in the inbox. */
export const SOURCE_VIEWS: Record<ConversationSource, { label: string; Icon: LucideIcon }> = {
  EMAIL: { label: 'E-mail', Icon: Mail },
  CONTACT: { label: 'Contact form', Icon: FileText },
  CHAT: { label: 'Lead chat', Icon: MessageCircle },
  FB: { label: 'Facebook', Icon: Users },
  IG: { label: 'Instagram', Icon: Camera },
  X: { label: 'X', Icon: AtSign },
  YT: { label: 'YouTube', Icon: Play },
}

/** The social channels, answered through the channel rather than by e-mail. */
export const SOCIAL_SOURCES: readonly ConversationSource[] = ['FB', 'IG', 'X', 'YT']

export function isSocialSource(source: ConversationSource): boolean {
  return SOCIAL_SOURCES.includes(source)
}

/** A lead's topic in words ('Federal restoration'); another stored value as it is. */
export function topicLabel(topic: string): string {
  return (LEAD_TOPICS as readonly string[]).includes(topic) ? LEAD_TOPIC_LABELS[topic as LeadTopic] : topic
}

/** A message time as staff read it: date and time in their own zone. */
export function formatMessageTime(timestamp: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime())
    ? timestamp
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}
