import { useRef, useState, type ChangeEvent } from 'react'
import { SOCIAL_IMAGE_ACCEPT, SOCIAL_IMAGE_LIMITS, SOCIAL_TEXTS } from '#shared/contracts/social.contract.ts'
import { isVideoFileUrl } from '#shared/domain/news-media.ts'
import { FileField } from '#client/components/form/file-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import type { useUploadImage } from '../social.mutations.ts'
import { useRenderedVideos, type RenderedVideo } from '../social.queries.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'

const UPLOAD_NOT_DONE = 'The image was not uploaded. Please try again.'

/** What is wrong with a picked file before it is sent (the server checks its bytes again). */
function imageProblem(file: File): string | null {
  if (!Object.keys(SOCIAL_IMAGE_LIMITS.extensions).includes(file.type)) return SOCIAL_TEXTS.mediaWrongType
  if (file.size > SOCIAL_IMAGE_LIMITS.maxBytes) return SOCIAL_TEXTS.mediaTooLarge
  if (file.size === 0) return SOCIAL_TEXTS.mediaMissing
  return null
}

/** The server's refusal in its own words; a 413 from anything in between still says the limit. */
function uploadErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_NOT_DONE
  if (error.fields.file) return error.fields.file
  if (error.status === 413) return SOCIAL_TEXTS.mediaTooLarge
  return error.serverMessage ?? UPLOAD_NOT_DONE
}

function videoLabel(video: RenderedVideo): string {
  const name = video.title ?? video.topic
  const date = formatCalendarDate(video.date)
  return video.status === 'POSTED' ? `${name} (${date})` : `${name} (${date}, not posted yet)`
}

type PostMediaFieldProps = {
  /** The post's media path: an uploaded image's, a video's, or '' for none. */
  value: string
  onChange: (mediaUrl: string) => void
  upload: ReturnType<typeof useUploadImage>
  /** The form's own error for the media (the server's). */
  error?: string | undefined
}

/**
 * A post's optional media: an image the admin uploads (PNG, JPEG or WebP up to 5 MB), or one of
 * the site's rendered videos; with a preview and a Remove button.
 */
export function PostMediaField({ value, onChange, upload, error }: PostMediaFieldProps) {
  const videos = useRenderedVideos()
  const fileInput = useRef<HTMLInputElement>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const isVideo = value !== '' && isVideoFileUrl(value)

  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = ''
  }

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setFileError(undefined)
    if (!file) return
    const problem = imageProblem(file)
    if (problem) {
      setFileError(problem)
      clearFile()
      return
    }
    try {
      const image = await upload.mutateAsync(file)
      onChange(image.mediaUrl)
    } catch (uploadError) {
      setFileError(uploadErrorText(uploadError))
      clearFile()
    }
  }

  const onPickVideo = (event: ChangeEvent<HTMLSelectElement>) => {
    setFileError(undefined)
    clearFile()
    onChange(event.target.value)
  }

  const remove = () => {
    setFileError(undefined)
    clearFile()
    onChange('')
  }

  const rendered = videos.data ?? []
  const videoHint = videos.isError
    ? 'We could not load the videos.'
    : videos.isPending
      ? 'Loading the videos…'
      : rendered.length === 0
        ? 'No rendered videos yet: make one on the Video dashboard.'
        : 'A video not posted yet plays on /news once it is posted from the Video dashboard.'

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-1 text-sm font-medium text-navy-950">Media (optional)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FileField
          ref={fileInput}
          label="Upload an image"
          accept={SOCIAL_IMAGE_ACCEPT}
          hint="PNG, JPEG or WebP, up to 5 MB. Camera details and location are removed."
          error={fileError}
          disabled={upload.isPending}
          onChange={(event) => void onPick(event)}
        />
        <SelectField
          label="Or show one of the site's videos"
          value={isVideo ? value : ''}
          hint={videoHint}
          disabled={upload.isPending || rendered.length === 0}
          onChange={onPickVideo}
        >
          <option value="">No video</option>
          {rendered.map((video) => (
            <option key={video.id} value={video.videoUrl}>
              {videoLabel(video)}
            </option>
          ))}
        </SelectField>
      </div>
      {upload.isPending ? (
        <p role="status" className="text-sm text-navy-700">
          Uploading the image…
        </p>
      ) : null}
      {value ? (
        <div className="grid justify-items-start gap-2 rounded-lg bg-navy-50 p-3">
          {isVideo ? (
            <video
              src={value}
              controls
              preload="metadata"
              aria-label="Preview of the chosen video"
              className="max-h-64 w-full max-w-md rounded bg-black"
            />
          ) : (
            <img
              src={value}
              alt="Preview of the uploaded image"
              className="max-h-64 w-auto max-w-full rounded object-contain"
            />
          )}
          <Button type="button" variant="outline" size="sm" onClick={remove}>
            Remove
          </Button>
        </div>
      ) : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  )
}
