import { zodResolver } from "@hookform/resolvers/zod";
import {
  AGES_OF_USE,
  OLD_LONGEST_AGE,
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  PRODUCT_MESSAGES,
  RAM_SIZES,
  STORAGE_SIZES,
  TEXT_LIMITS,
  type Condition,
  type PrivatePassport,
  type ProductDetail,
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
import { createProduct, updateProduct, uploadImage } from "@/features/products/api/seller-products";
import { invalidateSiteData } from "@/lib/query-client";
import {
  addProductErrorMessage,
  imageErrorText,
  isImageError,
  photoIndexOfError,
} from "./add-product-errors";
import {
  addProductFormSchema,
  EMPTY_PRODUCT_FORM,
  productFormValues,
  toCreateProductInput,
  type AddProductFormInput,
  type AddProductFormValues,
  type ProofUrls,
} from "./add-product-schema";
import { PassportFields } from "./passport-fields";
import { PhotosPicker } from "./photos-picker";
import { PriceGuide } from "./price-guide";
import { shrinkPhoto } from "./shrink-photo";
import { PhotoUploadError, usePhotoUploads } from "./use-photo-uploads";
import { t } from "@/lib/i18n/i18n";
import { ageOfUseLabel, brandLabel, locationLabel } from "@/lib/i18n/labels";
import { sharedText } from "@/lib/i18n/shared-text";
import { formatNumber } from "@/lib/i18n/format";
import { conditionDefinition, conditionLabel, sizeLabel } from "@/lib/i18n/listing-labels";
import { queryKeys } from "@/lib/query-keys";

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

/**
 * The listing form: a new phone, or (given `product`) one of the seller's own, filled in with
 * every field and photo and saved whole with `PUT /api/products/:id`.
 */
export function ProductForm(props: {
  email: string;
  product?: ProductDetail;
  /** The whole passport of the listing being edited (null: made before passports). */
  passport?: PrivatePassport | null;
}) {
  const { email, product } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const photoUploads = usePhotoUploads();
  const form = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(addProductFormSchema),
    // The photos' keys are made once, with the form.
    defaultValues: useState(() =>
      product ? productFormValues(product, props.passport ?? null) : EMPTY_PRODUCT_FORM,
    )[0],
  });
  const title = product ? t("dashboard.edit.title") : t("products.add.title");
  const chosenCondition = conditionOf(useWatch({ control: form.control, name: "condition" }));
  const textLength = (useWatch({ control: form.control, name: "text" }) ?? "").length;
  const { errors } = form.formState;

  /** Records a new photo's address in the form, so saving again does not upload it again. */
  function rememberUpload(key: string, url: string) {
    const photos = form.getValues("photos");
    form.setValue(
      "photos",
      photos.map((photo) => (photo.key === key ? { ...photo, url } : photo)),
    );
  }

  function showPhotoError(key: string, message: string) {
    const position = form.getValues("photos").findIndex((photo) => photo.key === key) + 1;
    photoUploads.markFailed(key);
    form.setError(
      "photos",
      { message: t("dashboard.photo.failedOf", { position: formatNumber(position), message }) },
      { shouldFocus: true },
    );
  }

  /** Uploads the private proofs not uploaded yet, remembering them for a second attempt. */
  async function uploadProofs(values: AddProductFormValues): Promise<ProofUrls> {
    const urls: ProofUrls = {};
    for (const name of ["kydPhoto", "receiptPhoto"] as const) {
      const proof = values[name];
      if (!proof) continue;
      if (proof.file && !proof.url) {
        const url = await uploadImage(await shrinkPhoto(proof.file), () => {}, {
          isPrivate: true,
        });
        form.setValue(name, { ...proof, url });
        urls[name] = url;
      } else if (proof.url) {
        urls[name] = proof.url;
      }
    }
    return urls;
  }

  const saveProduct = useMutation({
    mutationFn: async (values: AddProductFormValues) => {
      const [cover, ...others] = await photoUploads.uploadAll(values.photos, rememberUpload);
      if (cover === undefined) throw new Error("A listing without a photo.");
      const proofs = await uploadProofs(values);
      setIsSaving(true);
      const input = toCreateProductInput(values, [cover, ...others], proofs);
      return product ? updateProduct(product._id, input) : createProduct(input);
    },
    meta: { silent: true },
    onSuccess: async (saved) => {
      // A new listing whose IMEI is on another listing waits for an admin (decision 023).
      const isHeld = "status" in saved && saved.status === "held";
      if (isHeld) toast.success(t("products.add.held"));
      else toast.success(sharedText(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.added));
      // An edit shows on every list and on the phone's page; a new phone first in My Products.
      if (product) void invalidateSiteData(queryClient);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.myProducts.all });
      await navigate("/dashboard/my-products");
    },
    // One message per failure: a photo's problem under the photos, anything else as a toast.
    onError: (error) => {
      const reason = error instanceof PhotoUploadError ? error.reason : error;
      // A 401 ended the session, and the query client has said so already.
      if (endsSession(reason)) return;
      const message = addProductErrorMessage(reason);
      if (error instanceof PhotoUploadError && isImageError(reason)) {
        return showPhotoError(error.photo.key, message);
      }
      // The server refused one of the photos (another seller's, or another listing's).
      const refused = form.getValues("photos")[photoIndexOfError(reason) ?? -1];
      if (refused) return showPhotoError(refused.key, message);
      toast.error(message);
    },
    onSettled: () => setIsSaving(false),
  });
  const isBusy = saveProduct.isPending;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => saveProduct.mutate(values))}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label={title}
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
          optionLabel={brandLabel}
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
          options={AGES_OF_USE.filter(
            (age) => age !== OLD_LONGEST_AGE || form.getValues("yearsOfUse") === age,
          )}
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
        <PriceGuide control={form.control} />
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
        <PassportFields form={form} isBusy={isBusy} />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="photos"
            render={({ field }) => (
              <PhotosPicker
                id="photos"
                label={t("products.add.image")}
                photos={field.value}
                uploads={photoUploads.uploads}
                error={imageErrorText(errors.photos?.message)}
                isDisabled={isBusy}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <div className="space-y-3 sm:col-span-2">
          {isSaving ? <ProgressBar label={t("products.add.saving")} /> : null}
          <PendingButton type="submit" className="btn-primary w-full sm:w-auto" isPending={isBusy}>
            {product ? t("dashboard.edit.submit") : t("products.add.submit")}
          </PendingButton>
        </div>
      </fieldset>
    </form>
  );
}
