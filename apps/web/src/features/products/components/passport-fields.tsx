import { TEXT_LIMITS } from "@bechedaw/shared";
import { Controller, type UseFormReturn } from "react-hook-form";
import { SelectField, TextField } from "@/components/ui/form-field";
import { t } from "@/lib/i18n/i18n";
import type { AddProductFormInput, AddProductFormValues } from "./add-product-schema";
import { ProofPicker } from "./proof-picker";

const REGISTRATIONS = ["official", "unofficial"] as const;
const registrationLabel = (value: (typeof REGISTRATIONS)[number]) =>
  value === "official" ? t("find.passport.official") : t("find.passport.unofficial");

const numberInput = { inputMode: "numeric", autoComplete: "off" } as const;

type Form = UseFormReturn<AddProductFormInput, unknown, AddProductFormValues>;

/** The listing form's "Phone passport" (decision 020): IMEIs, BTRC status, battery, proofs. */
export function PassportFields({ form, isBusy }: { form: Form; isBusy: boolean }) {
  const { errors } = form.formState;
  const checkbox = (name: "hasBox" | "hasCharger" | "hasReceipt", label: string) => (
    <label className="label cursor-pointer gap-2">
      <input type="checkbox" className="checkbox checkbox-sm" {...form.register(name)} />
      <span className="label-text text-base-content">{label}</span>
    </label>
  );
  return (
    <fieldset
      className="grid min-w-0 gap-4 rounded-box border border-base-300 p-4 sm:col-span-2 sm:grid-cols-2"
      aria-describedby="passport-intro"
    >
      <legend className="px-1 text-lg font-semibold">{t("find.form.passport")}</legend>
      <p id="passport-intro" className="text-sm text-base-content/80 sm:col-span-2">
        {t("find.form.passportIntro")}
      </p>
      <TextField
        id="imei"
        label={t("find.form.imei")}
        hint={t("find.form.imeiHint")}
        maxLength={30}
        {...numberInput}
        error={errors.imei?.message}
        {...form.register("imei")}
      />
      <TextField
        id="imei2"
        label={t("find.form.imei2")}
        maxLength={30}
        {...numberInput}
        error={errors.imei2?.message}
        {...form.register("imei2")}
      />
      <SelectField
        id="official"
        label={t("find.form.registration")}
        options={REGISTRATIONS}
        optionLabel={registrationLabel}
        placeholder={t("find.form.chooseRegistration")}
        error={errors.official?.message}
        {...form.register("official")}
      />
      <TextField
        id="batteryHealth"
        label={t("find.form.battery")}
        hint={t("find.form.batteryHint")}
        maxLength={10}
        {...numberInput}
        error={errors.batteryHealth?.message}
        {...form.register("batteryHealth")}
      />
      <TextField
        id="warrantyMonths"
        label={t("find.form.warranty")}
        hint={t("find.form.warrantyHint")}
        maxLength={10}
        {...numberInput}
        error={errors.warrantyMonths?.message}
        {...form.register("warrantyMonths")}
      />
      <div className="min-w-0">
        <p className="label-text mb-1 font-medium text-base-content">{t("find.form.comesWith")}</p>
        <div className="flex flex-wrap gap-x-4">
          {checkbox("hasBox", t("find.passport.box"))}
          {checkbox("hasCharger", t("find.passport.charger"))}
          {checkbox("hasReceipt", t("find.passport.receipt"))}
        </div>
      </div>
      <div className="sm:col-span-2">
        <TextField
          id="repairs"
          label={t("find.form.repairs")}
          placeholder={t("find.form.repairsPlaceholder")}
          maxLength={TEXT_LIMITS.repairs}
          autoComplete="off"
          error={errors.repairs?.message}
          {...form.register("repairs")}
        />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <div>
          <p className="font-medium">{t("find.form.proofs")}</p>
          <p className="text-sm text-base-content/80">{t("find.form.proofsHint")}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["kydPhoto", "receiptPhoto"] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <ProofPicker
                  id={name}
                  label={t(name === "kydPhoto" ? "find.form.kydPhoto" : "find.form.receiptPhoto")}
                  value={field.value}
                  isDisabled={isBusy}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
