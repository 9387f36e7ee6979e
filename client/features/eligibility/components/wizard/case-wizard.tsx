import { ArrowLeft, ArrowRight, Info, Layers } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { CreateCaseInput } from '#shared/contracts/cases.contract.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/result.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import type { QuestionReply } from '#shared/domain/wizard-eligibility.ts'
import type { SessionState } from '#client/components/layout/account-actions.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { todayIsoDate } from '#client/lib/dates.ts'
import { casePath, startBundlePath } from '#client/lib/paths.ts'
import { useCheckEligibility } from '../../eligibility.mutations.ts'
import { EligibilityResultPanel } from '../eligibility-result-panel.tsx'
import { AdditionalInfoStep } from './additional-info-step.tsx'
import { ConvictionStep } from './conviction-step.tsx'
import { PersonalInfoStep } from './personal-info-step.tsx'
import {
  clearWizardDraft,
  loadWizardDraft,
  saveWizardDraft,
  WIZARD_STEP_COUNT,
  type WizardStep,
} from './wizard-draft.ts'
import {
  eligibilityInputOf,
  emptyWizardValues,
  valuesWithReplies,
  wizardResolver,
  type WizardFormValues,
  type WizardKind,
  type WizardSection,
} from './wizard-form.ts'
import { WizardProgress } from './wizard-progress.tsx'

const STEP_TITLES = [
  'Personal Information',
  'Conviction Details',
  'Eligibility Results',
  'Additional Information',
] as const
const STATE_STEP_TITLES = [
  STEP_TITLES[0],
  'State Conviction Details',
  STEP_TITLES[2],
  STEP_TITLES[3],
] as const

const ERROR_TITLE = 'Error'
const CHECK_LABEL = 'Check Eligibility'
const CREATE_LABEL = 'Create Case'

// The step whose fields hold each part of the answers (step 3 shows the verdict and asks nothing).
const SECTION_STEPS: Record<WizardSection, WizardStep> = {
  personalInfo: 1,
  convictionInfo: 2,
  additionalInfo: 4,
}

type CaseWizardProps = {
  kind: WizardKind
  /** Federal wizard only: started as the complete bundle (/start/federal?bundle=true). */
  isBundle: boolean
  session: SessionState
  /** The sign-in page, carrying the way back to this wizard. */
  signInPath: string
  /** Creating the case answered 401: the session ended while the visitor was filling the wizard. */
  onSessionLost: () => void
  createCase: (input: CreateCaseInput) => Promise<{ id: string }>
}

/**
 * The four-step wizard of both journeys. The answers, the step and the verdict are kept as a draft
 * in this tab, so a reload or a detour through sign-in comes back to where the visitor was.
 */
export function CaseWizard({
  kind,
  isBundle,
  session,
  signInPath,
  onSessionLost,
  createCase,
}: CaseWizardProps) {
  const navigate = useNavigate()
  const checkEligibility = useCheckEligibility()
  const [draft] = useState(() => loadWizardDraft(kind))
  const resolver = useMemo(() => wizardResolver(kind, isBundle), [kind, isBundle])
  const form = useForm<WizardFormValues, unknown, CreateCaseInput>({
    resolver,
    defaultValues: draft?.values ?? emptyWizardValues(),
  })
  const [step, setStep] = useState<WizardStep>(draft?.step ?? 1)
  const [result, setResult] = useState<EligibilityResult | null>(draft?.result ?? null)
  const isFinished = useRef(false)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const hasMoved = useRef(false)

  useEffect(() => {
    const save = () => {
      if (!isFinished.current) saveWizardDraft(kind, { step, values: form.getValues(), result })
    }
    save()
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        save()
        // After a refused Next, a field shown in error is checked again as the visitor corrects it.
        const field = name as FieldPath<WizardFormValues> | undefined
        if (field && form.getFieldState(field).error) void form.trigger(field)
      },
    })
  }, [form, kind, step, result])

  // A new step is announced by moving focus to its title (not on the first render).
  useEffect(() => {
    if (hasMoved.current) stepHeading.current?.focus()
  }, [step])

  const goTo = (next: WizardStep) => {
    hasMoved.current = true
    setStep(next)
  }

  const check = async () => {
    const input = eligibilityInputOf(kind, form.getValues(), todayIsoDate())
    if (!input) return
    try {
      setResult(await checkEligibility.mutateAsync(input))
    } catch {
      toast({
        variant: 'destructive',
        title: ERROR_TITLE,
        description: 'Failed to check eligibility. Please try again.',
      })
    }
  }

  const runCheck = async () => {
    setResult(null)
    goTo(3)
    await check()
  }

  // Answers to the verdict's open questions go into the wizard's answers, which the check is then
  // run from as usual; the verdict on screen stays until the new one arrives.
  const recheck = async (replies: QuestionReply[]) => {
    form.reset(valuesWithReplies(form.getValues(), replies), { keepDefaultValues: true })
    await check()
  }

  const onValid = async (input: CreateCaseInput) => {
    if (session !== 'signed-in') {
      toast({
        title: 'Sign in to create your case',
        description: 'Your answers are kept in this tab: you will come back to this step.',
      })
      await navigate(signInPath)
      return
    }
    try {
      const { id } = await createCase(input)
      isFinished.current = true
      clearWizardDraft(kind)
      toast({ variant: 'success', title: 'Success', description: 'Your case has been created successfully!' })
      await navigate(casePath(id))
    } catch (error) {
      if (hasStatus(error, 401)) onSessionLost()
      else
        toast({
          variant: 'destructive',
          title: ERROR_TITLE,
          description: 'Failed to create case. Please try again.',
        })
    }
  }

  // An answer of an earlier step fails the schema (an old draft, say): go back to that step.
  const onInvalid = (errors: FieldErrors<WizardFormValues>) => {
    const section = (Object.keys(SECTION_STEPS) as WizardSection[]).find((name) => errors[name])
    if (section) goTo(SECTION_STEPS[section])
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step === 1) {
      if (await form.trigger('personalInfo', { shouldFocus: true })) goTo(2)
    } else if (step === 2) {
      if (await form.trigger('convictionInfo', { shouldFocus: true })) await runCheck()
    } else if (step === 3) {
      // From here the box about other convictions is an answer, even left unticked.
      form.setValue('additionalInfo.hasAnsweredPriorConvictions', true)
      goTo(4)
    } else {
      await form.handleSubmit(onValid, onInvalid)(event)
    }
  }

  const isChecking = checkEligibility.isPending
  const isCreating = form.formState.isSubmitting
  const isBusy = isChecking || isCreating
  const titles = kind === 'STATE' ? STATE_STEP_TITLES : STEP_TITLES
  const forwardLabel = step === 2 ? CHECK_LABEL : step === WIZARD_STEP_COUNT ? CREATE_LABEL : 'Next'
  const intro = wizardIntro(kind, isBundle)

  return (
    <div className="grow bg-navy-50 px-4 py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold text-navy-950">{intro.title}</h1>
          <p className="text-navy-700">{intro.text}</p>
          {kind === 'STATE' ? <StateOnlyNotice /> : null}
        </div>
        <WizardProgress step={step} titles={titles} />
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby="wizard-step-title"
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8"
          >
            <h2
              id="wizard-step-title"
              ref={stepHeading}
              tabIndex={-1}
              className="mb-6 text-xl font-bold text-navy-950 outline-none"
            >
              {titles[step - 1]}
            </h2>
            {step === 1 ? <PersonalInfoStep /> : null}
            {step === 2 ? <ConvictionStep kind={kind} /> : null}
            {step === 3 ? (
              isChecking && !result ? (
                <Spinner label="Checking your eligibility…" />
              ) : (
                <div className="grid gap-4">
                  <EligibilityResultPanel result={result} onRecheck={recheck} busy={isChecking} />
                  {result ? null : (
                    <Button variant="outline" className="justify-self-start" onClick={() => void runCheck()}>
                      Check again
                    </Button>
                  )}
                </div>
              )
            ) : null}
            {step === 4 ? (
              <div className="grid gap-6">
                {session === 'signed-out' ? <SignInFirstNotice /> : null}
                <AdditionalInfoStep kind={kind} />
              </div>
            ) : null}
            <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-navy-100 pt-6">
              <Button
                variant="outline"
                disabled={step === 1 || isBusy}
                onClick={() => goTo(Math.max(1, step - 1) as WizardStep)}
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              <Button
                type="submit"
                disabled={isBusy || (step === WIZARD_STEP_COUNT && session === 'loading')}
              >
                {forwardLabel}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
        </FormProvider>
      </div>
    </div>
  )
}

function wizardIntro(kind: WizardKind, isBundle: boolean) {
  if (kind === 'STATE') {
    return {
      title: PACKAGE_NAMES.STATE,
      text: 'Find out whether and how your state can restore your firearm rights, then open your case.',
    }
  }
  if (isBundle) {
    return {
      title: PACKAGE_NAMES.BUNDLE,
      text: 'One case for both federal and state restoration: check your eligibility, then open your case.',
    }
  }
  return {
    title: PACKAGE_NAMES.FEDERAL,
    text: 'Find out whether and how your federal firearm rights can be restored, then open your case.',
  }
}

function StateOnlyNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-navy-950">
      <Layers aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <p>
        State restoration may not restore your federal firearm rights: federal law has its own ban. A combined
        federal and state package often helps.{' '}
        <Link to={startBundlePath} className="font-semibold whitespace-nowrap underline">
          Start the {PACKAGE_NAMES.BUNDLE} instead
        </Link>
      </p>
    </div>
  )
}

function SignInFirstNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-navy-200 bg-navy-50 p-4 text-navy-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        Your case needs an account. When you press {CREATE_LABEL} you can sign in or create one, and you come
        back here with your answers.
      </p>
    </div>
  )
}
