import { COUNTDOWN_UNITS, countdownPart, deadlineState, type CountdownUnit } from '#shared/domain/deadline.ts'
import { APP_READY_EVENT } from '#shared/domain/site-pages.ts'

/*
 * The one script a prerendered public page runs before the visitor does anything
 * (docs/decisions/046-hydration-on-first-interaction.md). The page is already complete as HTML and
 * CSS; this script ticks the deadline countdown, and loads the whole stylesheet and then the app,
 * which hydrates the page, on the visitor's first sign of interaction (a touch, a key, the pointer
 * over the page, a focus, a wheel).
 * A button pressed or a form sent before the app is ready is held and replayed once it is, and text
 * typed meanwhile is handed to the app's fields.
 */

const root = document.getElementById('root')
const appEntry = root?.dataset.app
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'mouseover', 'focusin', 'wheel'] as const
const CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]'

type HeldAction =
  | { kind: 'click'; control: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
let held: HeldAction | null = null
let isLoading = false

function loadApp() {
  if (isLoading || !appEntry) return
  isLoading = true
  for (const type of INTENT_EVENTS) document.removeEventListener(type, loadApp, true)
  // The entry, its imports and the page's own chunk, fetched beside the stylesheet rather than after it.
  for (const chunk of [appEntry, ...(root?.dataset.appChunks?.split(' ').filter(Boolean) ?? [])]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = chunk
    document.head.append(link)
  }
  void loadWholeStylesheet()
    .then(() => import(/* @vite-ignore */ appEntry))
    .catch(() => {
      // A failed download (offline, a deployment in between) leaves the page as plain HTML: let the
      // held action do what the HTML alone does.
      isLoading = false
      stopHolding()
    })
}

/**
 * The page came with only the styles its own markup uses; what the app renders next (a menu, a
 * dialog, another page) needs the rest. Settles once it is applied, or has failed to load.
 */
function loadWholeStylesheet(): Promise<void> {
  const href = root?.dataset.appCss
  if (!href) return Promise.resolve()
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => resolve()
    document.head.append(link)
  })
}

/** A press on a button does nothing in plain HTML (or sends its form the HTML way): keep it for the app. */
function holdClick(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROLS)
  if (!control || !root?.contains(control)) return
  event.preventDefault()
  event.stopPropagation()
  held = { kind: 'click', control }
  loadApp()
}

function holdSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement
  if (!root?.contains(form)) return
  event.preventDefault()
  // Held until the typed text is the app's (onAppReady): the app, hydrated meanwhile, must not
  // handle it first with empty fields.
  event.stopPropagation()
  held = { kind: 'submit', form, submitter: event.submitter }
  loadApp()
}

function stopHolding() {
  document.removeEventListener('click', holdClick, true)
  document.removeEventListener('submit', holdSubmit, true)
}

/**
 * Hydration keeps what was typed in a field but the app's own state does not know it: write the
 * text again through an input event, as typing would, past React's record of the field's value.
 */
function handTypedTextToApp(fields: (HTMLInputElement | HTMLTextAreaElement)[]) {
  for (const field of fields) {
    const typed = field.value
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** The page's text fields holding something other than what the page came with. */
function typedTextFields(): (HTMLInputElement | HTMLTextAreaElement)[] {
  const fields = root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []
  return [...fields].filter(
    (field) =>
      (field instanceof HTMLTextAreaElement || isTextInput(field)) && field.value !== field.defaultValue,
  )
}

function isTextInput(input: HTMLInputElement) {
  return ['text', 'search', 'email', 'tel', 'url', 'password', 'number'].includes(input.type)
}

function onAppReady() {
  stopCountdown()
  const typedFields = typedTextFields()
  const heldTarget = () => (held?.kind === 'click' ? held.control : held?.form)
  // Parts of the page inside a Suspense boundary are hydrated a moment after the rest: wait until
  // React has taken over the fields and the control concerned (or 3 s at most). Presses are still
  // held meanwhile, so an Enter pressed now submits the text that was typed.
  const startedAt = Date.now()
  const finish = () => {
    const target = heldTarget()
    const waitingFor = [...typedFields, ...(target ? [target] : [])]
    if (!waitingFor.every(isHydrated) && Date.now() - startedAt < 3000) {
      setTimeout(finish, 50)
      return
    }
    handTypedTextToApp(typedFields)
    stopHolding()
    const action = held
    held = null
    // After the app's effects, which attach the handlers the action needs.
    setTimeout(() => {
      if (action?.kind === 'click' && action.control.isConnected) action.control.click()
      if (action?.kind === 'submit' && action.form.isConnected) {
        action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : null)
      }
    })
  }
  finish()
}

/** React marks each element it has hydrated with a property of its own. */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}

function hasInteracted(): boolean {
  if (document.activeElement && document.activeElement !== document.body) return true
  return typedTextFields().length > 0
}

let countdownTimer: ReturnType<typeof setInterval> | undefined

/** Ticks the banner's countdown each second until the app takes it over. */
function startCountdown() {
  const timer = document.querySelector<HTMLElement>('[data-deadline]')
  const deadlineAt = timer?.dataset.deadline
  if (!timer || !deadlineAt) return
  const parts = new Map<CountdownUnit, Element>()
  for (const unit of COUNTDOWN_UNITS) {
    const part = timer.querySelector(`[data-unit="${unit}"]`)
    if (part) parts.set(unit, part)
  }
  const tick = () => {
    const state = deadlineState(new Date(), deadlineAt, false)
    if (state.kind !== 'counting') {
      // The banner now reads differently: that is the app's to render.
      stopCountdown()
      loadApp()
      return
    }
    for (const [unit, part] of parts) part.textContent = countdownPart(state, unit)
  }
  // The page may have been rendered a while ago (the server keeps rendered pages): correct it now.
  tick()
  countdownTimer = setInterval(tick, 1000)
}

function stopCountdown() {
  clearInterval(countdownTimer)
}

if (root && appEntry) {
  window.addEventListener(APP_READY_EVENT, onAppReady, { once: true })
  document.addEventListener('click', holdClick, true)
  document.addEventListener('submit', holdSubmit, true)
  startCountdown()
  // A referral link's click is recorded by the app, at once; and a visitor who was quicker than
  // this script (a field already focused or typed in) has interacted already.
  if (new URLSearchParams(window.location.search).has('ref') || hasInteracted()) loadApp()
  else
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, loadApp, { capture: true, passive: true })
}
