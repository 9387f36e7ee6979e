import { APP_READY_ATTRIBUTE, APP_READY_EVENT } from '#shared/domain/site-pages.ts'

/** Tells the page's first script (boot.ts), and the tests, that the app has taken the page over. */
export function announceAppReady() {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  window.dispatchEvent(new Event(APP_READY_EVENT))
}
