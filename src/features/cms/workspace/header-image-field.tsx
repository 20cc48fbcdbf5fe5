import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { imageProblem, IMAGE_TYPES, useUploadHeaderImage } from "../api/header-image";
import { editorCopy } from "../copy";

const f = editorCopy.fields;

/** Choose, replace or remove the header image. The file is uploaded at once, so the preview shows it. */
export function HeaderImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadHeaderImage();
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setError(`${editorCopy.errors.imageUpload}: ${(failure as Error).message}`);
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-file`} className="block font-medium text-navy-900">
        {f.headerImage}
        <span className="ml-1 font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {f.headerImageHint}
      </p>
      {value && (
        <img
          src={value}
          alt={f.headerImage}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full max-w-md rounded-lg border border-slate-200 object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={Object.keys(IMAGE_TYPES).join(",")}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="block max-w-full text-sm text-slate-700 file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-navy-900/20 file:bg-white file:px-3 file:font-semibold file:text-navy-900 hover:file:bg-slate-50"
        />
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={upload.isPending}>
            {f.removeImage}
          </Button>
        )}
      </div>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-navy-900">
          <Spinner className="h-4 w-4" />
          {f.uploading}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
