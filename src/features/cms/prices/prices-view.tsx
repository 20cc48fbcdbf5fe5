/**
 * The price table for staff (decision 021): each turnover band as a card of its three packages'
 * monthly prices before VAT, with each price's total with VAT beside it; admins change them (saved
 * all or none) or confirm the whole list as written, which takes it off the launch checklist.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import { PACKAGES, type PackageName } from "#kernel/schemas/quote-constants.ts";
import { z } from "#kernel/zod.ts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { withVat } from "~/lib/vat";
import { notify } from "~/lib/notify";
import { type PriceBand, type PriceChange, useConfirmPrices, usePrices, useSavePrices } from "../api/prices";
import { ContentView, SaveBar } from "../ui/content-view";
import { pricesCopy as copy } from "./copy";
import { inputFromPrice, priceFromInput, priceInputSchema } from "./price-input";

type PriceForm = Record<string, string>;

const fieldName = (bandIndex: number, packageName: PackageName) => `band${bandIndex}-${packageName}`;

function formValues(bands: PriceBand[]): PriceForm {
  return Object.fromEntries(
    bands.flatMap((band, index) =>
      PACKAGES.map((name) => [fieldName(index, name), inputFromPrice(band.prices[name]?.price ?? null)]),
    ),
  );
}

/** The total with VAT under a price as it is typed, or what an empty price means. */
function PriceHint({ control, name }: { control: Control<PriceForm>; name: string }) {
  const value = useWatch({ control, name }) ?? "";
  const parsed = priceInputSchema.safeParse(value);
  if (!parsed.success) return null;
  const price = priceFromInput(value);
  return <>{price === null ? copy.custom : withVat(price)}</>;
}

function PricesForm({ bands, isAdmin }: { bands: PriceBand[]; isAdmin: boolean }) {
  const saved = useMemo(() => formValues(bands), [bands]);
  const schema = useMemo(
    () => z.object(Object.fromEntries(Object.keys(saved).map((key) => [key, priceInputSchema]))),
    [saved],
  );
  const save = useSavePrices();
  const confirm = useConfirmPrices();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, dirtyFields, isSubmitting },
  } = useForm<PriceForm>({ resolver: zodResolver(schema), values: saved });
  const changedFields = Object.keys(dirtyFields).filter((key) => dirtyFields[key]);
  const toConfirm = bands.reduce(
    (count, band) => count + PACKAGES.filter((name) => band.prices[name]?.confirmedAt === null).length,
    0,
  );

  const onSubmit = handleSubmit(
    async (values) => {
      const changes: PriceChange[] = bands.flatMap((band, index) =>
        PACKAGES.filter((name) => dirtyFields[fieldName(index, name)]).map((name) => ({
          range: band.range,
          package: name,
          price: priceFromInput(values[fieldName(index, name)] ?? ""),
        })),
      );
      try {
        await save.mutateAsync(changes);
        await notify("success", { title: copy.saved(changes.length) });
      } catch (error) {
        await notify("error", { title: copy.saveFailed, description: (error as Error).message });
      }
    },
    () => void notify("error", { title: copy.fixErrors }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-800" role="status">
          {copy.toConfirm(toConfirm)}
        </p>
        {isAdmin && toConfirm > 0 && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={confirm.isPending || changedFields.length > 0}
            onClick={() =>
              void confirm.mutateAsync().then(
                () => notify("success", { title: copy.confirmed }),
                (error: unknown) =>
                  notify("error", { title: copy.confirmFailed, description: (error as Error).message }),
              )
            }
          >
            {copy.confirmAll}
          </Button>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {bands.map((band, index) => (
          <Card key={band.range} className="sm:p-6">
            <fieldset className="space-y-4">
              <legend className="mb-1 text-lg font-bold text-navy-900">{band.range}</legend>
              {PACKAGES.map((name) => {
                const field = fieldName(index, name);
                return (
                  <Field
                    key={name}
                    label={copy.priceLabel(name)}
                    error={errors[field]?.message}
                    hint={<PriceHint control={control} name={field} />}
                  >
                    <input
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      readOnly={!isAdmin}
                      {...register(field)}
                      className={controlClasses}
                    />
                  </Field>
                );
              })}
            </fieldset>
          </Card>
        ))}
      </div>
      {isAdmin && (
        <SaveBar changed={changedFields.length} saving={isSubmitting} words={copy} onDiscard={() => reset(saved)} />
      )}
    </form>
  );
}

export function PricesView({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ContentView id="prices" copy={copy} note={isAdmin ? undefined : copy.adminsOnly} query={usePrices()}>
      {(bands) => <PricesForm bands={bands} isAdmin={isAdmin} />}
    </ContentView>
  );
}
