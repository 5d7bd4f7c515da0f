import { zodResolver } from "@hookform/resolvers/zod";
import {
  AGES_OF_USE,
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  PRODUCT_MESSAGES,
  RAM_SIZES,
  STORAGE_SIZES,
  TEXT_LIMITS,
  type Condition,
} from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { useNavigate } from "react-router";
import { describedBy, FormField, SelectField, TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { endsSession } from "@/lib/session";
import { createProduct, uploadImage } from "@/features/products/api/seller-products";
import { addProductErrorMessage, imageErrorText, isImageError } from "./add-product-errors";
import {
  addProductFormSchema,
  toCreateProductInput,
  type AddProductFormInput,
  type AddProductFormValues,
} from "./add-product-schema";
import { ImagePicker } from "./image-picker";
import { shrinkPhoto } from "./shrink-photo";
import { t } from "@/lib/i18n/i18n";
import { ageOfUseLabel, locationLabel } from "@/lib/i18n/labels";
import { sharedText } from "@/lib/i18n/shared-text";
import { formatNumber } from "@/lib/i18n/format";
import { conditionDefinition, conditionLabel, sizeLabel } from "@/lib/i18n/listing-labels";

type UploadState =
  { stage: "preparing" } | { stage: "uploading"; percent: number } | { stage: "saving" } | null;

const STORAGE_OPTIONS = STORAGE_SIZES.map(String);
const RAM_OPTIONS = RAM_SIZES.map(String);
const sizeOption = (size: string) => sizeLabel(Number(size));
const conditionOf = (value: string) => CONDITIONS.find((condition) => condition === value);

const priceInput = {
  prefix: "৳",
  inputMode: "numeric",
  autoComplete: "off",
  maxLength: TEXT_LIMITS.price,
} as const;

export function AddProductForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState>(null);
  const form = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(addProductFormSchema),
    defaultValues: {
      name: "",
      brand: "Apple",
      resalePrice: "",
      originalPrice: "",
      location: "",
      yearsOfUse: "",
      condition: "",
      storage: "",
      ram: "",
      colour: "",
      text: "",
    },
  });
  const chosenCondition = conditionOf(useWatch({ control: form.control, name: "condition" }));
  const textLength = (useWatch({ control: form.control, name: "text" }) ?? "").length;
  const { errors } = form.formState;

  const addProduct = useMutation({
    mutationFn: async (values: AddProductFormValues) => {
      setUpload({ stage: "preparing" });
      const photo = await shrinkPhoto(values.image);
      setUpload({ stage: "uploading", percent: 0 });
      const url = await uploadImage(photo, (percent) => setUpload({ stage: "uploading", percent }));
      setUpload({ stage: "saving" });
      return createProduct(toCreateProductInput(values, url));
    },
    meta: { silent: true },
    onSuccess: async () => {
      toast.success(sharedText(PRODUCT_MESSAGES.added));
      void queryClient.invalidateQueries({ queryKey: ["myproducts"] });
      await navigate("/dashboard/my-products");
    },
    // One message per failure: a photo problem under the picker, anything else as a toast.
    onError: (error) => {
      // A 401 ended the session, and the query client has said so already.
      if (endsSession(error)) return;
      const message = addProductErrorMessage(error);
      if (isImageError(error)) form.setError("image", { message }, { shouldFocus: true });
      else toast.error(message);
    },
    onSettled: () => setUpload(null),
  });
  const isBusy = addProduct.isPending;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => addProduct.mutate(values))}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label={t("products.add.title")}
    >
      <fieldset disabled={isBusy} className="card-body grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField
          id="name"
          label={t("products.add.name")}
          maxLength={TEXT_LIMITS.productName}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField id="email" label={t("products.add.email")} type="email" value={email} readOnly />
        <SelectField
          id="brand"
          label={t("products.add.brand")}
          options={BRANDS}
          error={errors.brand?.message}
          {...form.register("brand")}
        />
        <SelectField
          id="location"
          label={t("products.add.location")}
          options={LOCATIONS}
          optionLabel={locationLabel}
          placeholder={t("products.add.chooseLocation")}
          error={errors.location?.message}
          {...form.register("location")}
        />
        <TextField
          id="resalePrice"
          label={t("products.add.resalePrice")}
          {...priceInput}
          placeholder={formatNumber(45000, { isGrouped: false })}
          error={errors.resalePrice?.message}
          {...form.register("resalePrice")}
        />
        <TextField
          id="originalPrice"
          label={t("products.add.originalPrice")}
          {...priceInput}
          placeholder={formatNumber(45000, { isGrouped: false })}
          error={errors.originalPrice?.message}
          {...form.register("originalPrice")}
        />
        <SelectField
          id="yearsOfUse"
          label={t("products.add.ageOfUse")}
          options={AGES_OF_USE}
          optionLabel={ageOfUseLabel}
          placeholder={t("products.add.chooseAge")}
          error={errors.yearsOfUse?.message}
          {...form.register("yearsOfUse")}
        />
        <SelectField
          id="condition"
          label={t("find.form.condition")}
          options={CONDITIONS}
          optionLabel={(condition: Condition) => conditionLabel(condition)}
          placeholder={t("find.form.chooseCondition")}
          hint={chosenCondition ? conditionDefinition(chosenCondition) : undefined}
          error={errors.condition?.message}
          {...form.register("condition")}
        />
        <SelectField
          id="storage"
          label={t("find.form.storage")}
          options={STORAGE_OPTIONS}
          optionLabel={sizeOption}
          placeholder={t("find.form.chooseStorage")}
          error={errors.storage?.message}
          {...form.register("storage")}
        />
        <SelectField
          id="ram"
          label={t("find.form.ram")}
          options={RAM_OPTIONS}
          optionLabel={sizeOption}
          placeholder={t("find.form.noRam")}
          error={errors.ram?.message}
          {...form.register("ram")}
        />
        <TextField
          id="colour"
          label={t("find.form.colour")}
          maxLength={TEXT_LIMITS.colour}
          autoComplete="off"
          error={errors.colour?.message}
          {...form.register("colour")}
        />
        <div className="sm:col-span-2">
          <FormField
            id="text"
            label={t("find.form.description")}
            hint={t("find.form.count", {
              count: formatNumber(textLength),
              max: formatNumber(TEXT_LIMITS.productDescription),
            })}
            error={errors.text?.message}
          >
            <textarea
              id="text"
              rows={5}
              maxLength={TEXT_LIMITS.productDescription}
              className="textarea w-full"
              placeholder={t("find.form.descriptionPlaceholder")}
              {...describedBy({
                id: "text",
                hint: true,
                error: errors.text?.message,
              })}
              {...form.register("text")}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <ImagePicker
                id="image"
                label={t("products.add.image")}
                name={field.name}
                error={imageErrorText(errors.image?.message)}
                isDisabled={isBusy}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <div className="space-y-3 sm:col-span-2">
          {upload?.stage === "preparing" ? (
            <ProgressBar label={t("products.add.preparing")} />
          ) : null}
          {upload?.stage === "uploading" ? (
            <ProgressBar label={t("products.add.uploading")} value={upload.percent} />
          ) : null}
          {upload?.stage === "saving" ? <ProgressBar label={t("products.add.saving")} /> : null}
          <PendingButton type="submit" className="btn-primary w-full sm:w-auto" isPending={isBusy}>
            {t("products.add.submit")}
          </PendingButton>
        </div>
      </fieldset>
    </form>
  );
}
