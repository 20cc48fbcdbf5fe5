/** Choosing a new password while signed in: after a reset link, to change it, or on joining from an invitation. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "#kernel/zod.ts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import { MINIMUM_PASSWORD_LENGTH, setNewPassword } from "../api/password";
import { passwordCopy as copy, welcomeCopy } from "./copy";
import { SignOutEverywhere } from "./sign-out-everywhere";

const schema = z
  .object({
    password: z.string().min(MINIMUM_PASSWORD_LENGTH, { error: copy.tooShort(MINIMUM_PASSWORD_LENGTH) }),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { error: copy.mismatch, path: ["confirm"] });
type Values = z.infer<typeof schema>;

export function PasswordView({ onDone, welcome = false }: { onDone: () => void; welcome?: boolean }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: "", confirm: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setNewPassword(password);
      await notify("success", { title: copy.saved });
      onDone();
    } catch (error) {
      await notify("error", { title: copy.failed, description: (error as Error).message });
    }
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md">
      <Card className="sm:p-8">
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
          {welcome ? welcomeCopy.heading : copy.heading}
        </h2>
        <p className="mt-2 text-slate-700">{welcome ? welcomeCopy.intro : copy.intro}</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
          <Field label={copy.newPassword} error={errors.password?.message}>
            <input type="password" autoComplete="new-password" {...register("password")} className={controlClasses} />
          </Field>
          <Field label={copy.confirmPassword} error={errors.confirm?.message}>
            <input type="password" autoComplete="new-password" {...register("confirm")} className={controlClasses} />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? copy.saving : copy.save}
          </Button>
        </form>
      </Card>
      {!welcome && <SignOutEverywhere />}
    </section>
  );
}
