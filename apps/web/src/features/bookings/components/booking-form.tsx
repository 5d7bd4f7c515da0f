import { zodResolver } from "@hookform/resolvers/zod";
import {
  BOOKING_MESSAGES,
  createBookingSchema,
  formatTaka,
  LOCATIONS,
  type CreateBookingBody,
  type CreateBookingInput,
  type Product,
} from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { FormField } from "@/components/ui/form-field";
import { ApiRequestError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { createBooking, myOrdersQueryKey } from "@/features/bookings/api/create-booking";
import { ReadOnlyField } from "./read-only-field";

export type BookingUser = { name: string; email: string };

/**
 * The server's own words when it refuses the booking (already booked, sold, your own phone);
 * null for failures worth retrying.
 */
function refusalMessage(error: unknown): string | null {
  const isRefusal = error instanceof ApiRequestError && [403, 404, 409].includes(error.statusCode);
  return isRefusal ? error.message : null;
}

export function BookingForm(props: { product: Product; user: BookingUser; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CreateBookingInput, unknown, CreateBookingBody>({
    resolver: zodResolver(createBookingSchema),
    defaultValues: { productId: props.product._id, userLocation: "Dhaka", userPhone: "" },
  });
  const { errors } = form.formState;

  // showModal() runs after this effect and focuses the first field, the read-only price; the
  // phone number is what the buyer has to type, so focus moves there on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => form.setFocus("userPhone"));
    return () => cancelAnimationFrame(frame);
  }, [form]);

  const book = useMutation({
    mutationFn: createBooking,
    meta: { silent: true },
    onSuccess: async () => {
      toast.success(BOOKING_MESSAGES.booked);
      form.reset();
      props.onDone();
      await queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
    },
    onError: (error) => {
      const refusal = refusalMessage(error);
      toast.error(refusal ?? errorMessage(error));
      if (refusal) props.onDone();
    },
  });

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((body) => book.mutate(body))}
    >
      <ReadOnlyField
        id="booking-price"
        label="Price"
        value={formatTaka(props.product.description.resalePrice)}
      />
      <ReadOnlyField id="booking-name" label="Your name" value={props.user.name} />
      <ReadOnlyField id="booking-email" label="Your email" value={props.user.email} />
      <FormField id="booking-phone" label="Phone number" error={errors.userPhone?.message}>
        <input
          id="booking-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01712345678"
          className="input input-bordered w-full"
          aria-invalid={Boolean(errors.userPhone)}
          aria-describedby={errors.userPhone ? "booking-phone-error" : undefined}
          aria-required="true"
          {...form.register("userPhone")}
        />
      </FormField>
      <FormField
        id="booking-location"
        label="Meeting location"
        error={errors.userLocation?.message}
      >
        <select
          id="booking-location"
          className="select select-bordered w-full"
          {...form.register("userLocation")}
        >
          {LOCATIONS.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </FormField>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={props.onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={book.isPending}>
          {book.isPending ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
          Submit
        </button>
      </div>
    </form>
  );
}
