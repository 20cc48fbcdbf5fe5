import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { imageProblem, IMAGE_TYPES, useUploadHeaderImage } from "../api/header-image";
import { editorCopy } from "./copy";

const f = editorCopy.fields;

/** Choose, replace or remove the header image. The file is uploaded at once, so the preview shows it. */
export function HeaderImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
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
      <Field label={f.headerImage} hint={f.headerImageHint} error={error ?? undefined} announceError optional>
        <input
          ref={input}
          type="file"
          accept={Object.keys(IMAGE_TYPES).join(",")}
          disabled={upload.isPending}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="block max-w-full text-sm text-slate-700 file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-navy-900/20 file:bg-white file:px-3 file:font-semibold file:text-navy-900 hover:file:bg-slate-50"
        />
      </Field>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-navy-900">
          <Spinner className="h-4 w-4" />
          {f.uploading}
        </p>
      )}
      {value && (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={value}
            alt={f.headerImage}
            width={1200}
            height={630}
            className="aspect-[1200/630] w-full max-w-md rounded-lg border border-slate-200 object-cover"
          />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={upload.isPending}>
            {f.removeImage}
          </Button>
        </div>
      )}
    </div>
  );
}
