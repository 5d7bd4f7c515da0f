import { zodResolver } from "@hookform/resolvers/zod";
import { AGES_OF_USE, BRANDS, LOCATIONS, PRODUCT_MESSAGES } from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { createProduct, uploadImage } from "@/features/products/api/seller-products";
import { addProductErrorMessage, isImageError } from "./add-product-errors";
import { PriceInput, SelectInput, TextInput } from "./add-product-inputs";
import {
  addProductFormSchema,
  toCreateProductInput,
  type AddProductFormInput,
  type AddProductFormValues,
} from "./add-product-schema";
import { ImagePicker } from "./image-picker";

type UploadState = { stage: "uploading"; percent: number } | { stage: "saving" } | null;

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
    },
  });
  const { errors } = form.formState;

  const addProduct = useMutation({
    mutationFn: async (values: AddProductFormValues) => {
      setUpload({ stage: "uploading", percent: 0 });
      const url = await uploadImage(values.image, (percent) =>
        setUpload({ stage: "uploading", percent }),
      );
      setUpload({ stage: "saving" });
      return createProduct(toCreateProductInput(values, url));
    },
    meta: { silent: true },
    onSuccess: async () => {
      toast.success(PRODUCT_MESSAGES.added);
      void queryClient.invalidateQueries({ queryKey: ["myproducts"] });
      await navigate("/dashboard/my-products");
    },
    onError: (error) => {
      const message = addProductErrorMessage(error);
      toast.error(message);
      if (isImageError(error)) form.setError("image", { message }, { shouldFocus: true });
    },
    onSettled: () => setUpload(null),
  });
  const isBusy = addProduct.isPending;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => addProduct.mutate(values))}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label="Add A Product"
    >
      <fieldset disabled={isBusy} className="card-body grid min-w-0 gap-4 sm:grid-cols-2">
        <TextInput
          id="name"
          label="Product Name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextInput
          id="email"
          label="Your Email"
          type="email"
          value={email}
          readOnly
          className="bg-base-200"
        />
        <SelectInput
          id="brand"
          label="Brand"
          options={BRANDS}
          error={errors.brand?.message}
          {...form.register("brand")}
        />
        <SelectInput
          id="location"
          label="Location"
          options={LOCATIONS}
          placeholder="Choose a location"
          error={errors.location?.message}
          {...form.register("location")}
        />
        <PriceInput
          id="resalePrice"
          label="Resale Price"
          error={errors.resalePrice?.message}
          {...form.register("resalePrice")}
        />
        <PriceInput
          id="originalPrice"
          label="Original Price"
          error={errors.originalPrice?.message}
          {...form.register("originalPrice")}
        />
        <SelectInput
          id="yearsOfUse"
          label="Age of Use"
          options={AGES_OF_USE}
          placeholder="Choose the age of use"
          error={errors.yearsOfUse?.message}
          {...form.register("yearsOfUse")}
        />
        <div className="sm:col-span-2">
          <FormField id="image" label="Image">
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <ImagePicker
                  id="image"
                  name={field.name}
                  error={errors.image?.message}
                  isDisabled={isBusy}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormField>
        </div>
        <div className="space-y-3 sm:col-span-2">
          {upload?.stage === "uploading" ? (
            <ProgressBar label="Uploading photo" value={upload.percent} />
          ) : null}
          {upload?.stage === "saving" ? <ProgressBar label="Saving product" /> : null}
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isBusy}>
            {isBusy ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
            Add Product
          </button>
          {addProduct.isError ? (
            <p className="text-sm text-error" role="alert">
              {addProductErrorMessage(addProduct.error)}
            </p>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
