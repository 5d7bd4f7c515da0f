import { zodResolver } from "@hookform/resolvers/zod";
import {
  BOOKING_MESSAGES,
  createBookingSchema,
  LOCATIONS,
  TEXT_LIMITS,
  type CreateBookingBody,
  type CreateBookingInput,
  type Location,
  type Product,
} from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { SelectField, TextField } from "@/components/ui/form-field";
import { DialogActions } from "@/components/ui/modal";
import { ApiRequestError, isAbortError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { endsSession } from "@/lib/session";
import { useAbortOnUnmount } from "@/lib/use-abort-on-unmount";
import { createBooking } from "@/features/bookings/api/create-booking";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";
import { formatTaka } from "@/lib/i18n/format";
import { locationLabel } from "@/lib/i18n/labels";
import { queryKeys } from "@/lib/query-keys";

export type BookingUser = { name: string; email: string };
/** What the buyer's profile gives the form to start with; they may change both per booking. */
export type BookingProfile = { phone: string | null; district: Location | null };

/**
 * The server's own words when it refuses the booking (already booked, sold, your own phone);
 * null for failures worth retrying.
 */
function refusalMessage(error: unknown): string | null {
  const isRefusal = error instanceof ApiRequestError && [403, 404, 409].includes(error.statusCode);
  return isRefusal ? errorMessage(error) : null;
}

export function BookingForm(props: {
  product: Product;
  user: BookingUser;
  profile?: BookingProfile;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<CreateBookingInput, unknown, CreateBookingBody>({
    resolver: zodResolver(createBookingSchema),
    defaultValues: {
      productId: props.product._id,
      userLocation: props.profile?.district ?? "Dhaka",
      userPhone: props.profile?.phone ?? "",
    },
  });
  const { errors } = form.formState;

  // showModal() runs after this effect and focuses the first field, the read-only price; the
  // phone number is what the buyer has to type, so focus moves there on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => form.setFocus("userPhone"));
    return () => cancelAnimationFrame(frame);
  }, [form]);

  const nextSignal = useAbortOnUnmount();
  const book = useMutation({
    // Cancel or Escape unmounts the form: the request is aborted, and an answer that was already
    // on its way is dropped too (throwIfAborted), so a closed dialog never toasts or closes later.
    mutationFn: async (body: CreateBookingBody) => {
      const signal = nextSignal();
      const answer = await createBooking(body, signal);
      signal.throwIfAborted();
      return answer;
    },
    meta: { silent: true },
    onSuccess: async () => {
      toast.success(sharedText(BOOKING_MESSAGES.booked));
      form.reset();
      props.onDone();
      await queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.all });
    },
    onError: (error) => {
      // A 401 ended the session, and the query client has said so already.
      if (isAbortError(error) || endsSession(error)) return;
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
      <TextField
        id="booking-price"
        label={t("bookings.form.price")}
        value={formatTaka(props.product.description.resalePrice)}
        readOnly
      />
      <TextField
        id="booking-name"
        label={t("bookings.form.name")}
        value={props.user.name}
        readOnly
      />
      <TextField
        id="booking-email"
        label={t("bookings.form.email")}
        value={props.user.email}
        readOnly
      />
      <TextField
        id="booking-phone"
        label={t("bookings.form.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t("bookings.form.phonePlaceholder")}
        maxLength={TEXT_LIMITS.phone}
        hint={t("bookings.form.phoneHint")}
        aria-required="true"
        error={errors.userPhone?.message}
        {...form.register("userPhone")}
      />
      <SelectField
        id="booking-location"
        label={t("bookings.form.location")}
        options={LOCATIONS}
        optionLabel={locationLabel}
        error={errors.userLocation?.message}
        {...form.register("userLocation")}
      />
      <p role="note" className="alert alert-warning alert-soft text-sm">
        {t("bookings.form.noAdvance")}
      </p>
      <DialogActions
        cancelLabel={t("bookings.form.cancel")}
        onCancel={props.onDone}
        actionLabel={t("bookings.form.submit")}
        tone="primary"
        isPending={book.isPending}
      />
    </form>
  );
}
