import { useMutation } from '@tanstack/react-query'
import { lazyApi } from '#client/lib/lazy-api.ts'

const contract = () => import('#shared/contracts/assistants.contract.ts').then((m) => m.assistantsContract)

/** Asks the landing page's help assistant one question. */
export function useAskHelp() {
  return useMutation({
    mutationFn: (question: string) =>
      lazyApi(() => contract().then((c) => c.helpAsk), { body: { question } }),
  })
}

/** Asks the affiliate help chat one question (commission, hold period, payouts, posting). */
export function useAskAffiliateHelp() {
  return useMutation({
    mutationFn: (question: string) =>
      lazyApi(() => contract().then((c) => c.affiliateHelpAsk), { body: { question } }),
  })
}

/** Sends one message of the services page's chat and gets the reply. */
export function useChatbotReply() {
  return useMutation({
    mutationFn: (message: string) => lazyApi(() => contract().then((c) => c.chatbot), { body: { message } }),
  })
}
