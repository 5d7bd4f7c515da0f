import { BOOKING_MESSAGES, type CreateBookingBody, type Product } from "@bechedaw/shared";
import { onlineManager, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";

const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";
import { mockApi, NO_ANSWER } from "@/test/mock-api";
import { BookingForm } from "./booking-form";
import { queryKeys } from "@/lib/query-keys";

const product = {
  _id: "p1",
  name: "Galaxy S21",
  img: "/images/s21.webp",
  brand: "Samsung",
  sellerName: "Salma",
  sellerId: "seller-1",
  condition: null,
  storage: null,
  ram: null,
  colour: null,
  previousPrice: null,
  passport: null,
  sellerVerified: true,
  sellerTier: "identity",
  sellerShopName: null,
  sellerRating: { average: null, count: 0 },
  isAdvertised: false,
  status: "available",
  description: {
    resalePrice: 45000,
    originalPrice: 90000,
    yearsOfUse: "5 months",
    location: "Dhaka",
    date: "2025-01-05T10:00:00.000Z",
  },
} satisfies Product;
const user = { name: "Karim", email: "karim@example.com" };

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingForm product={product} user={user} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

const BOOK = "POST /api/bookedproducts";

function answer(status: number, body: unknown) {
  return mockApi({ [BOOK]: { status, body } });
}

/** The dialog around the form: Cancel (onDone) removes the form, as closing the modal does. */
function DialogHost() {
  const [isOpen, setIsOpen] = useState(true);
  return isOpen ? (
    <BookingForm product={product} user={user} onDone={() => setIsOpen(false)} />
  ) : (
    <p>Dialog closed</p>
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText("Phone number"), "01712345678");
  await userEvent.click(screen.getByRole("button", { name: "Submit" }));
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("BookingForm", () => {
  it("shows the price, name and email read-only, and Dhaka as the meeting place", () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>("Price").value).toBe("৳45,000");
    expect(screen.getByLabelText<HTMLInputElement>("Your name").readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("Your email").value).toBe(user.email);
    expect(screen.getByLabelText<HTMLSelectElement>("Meeting location").value).toBe("Dhaka");
  });

  it("starts with the phone and district of the buyer's profile, which the buyer may change", async () => {
    const api = answer(200, { acknowledged: true, insertedId: "b1" });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BookingForm
          product={product}
          user={user}
          profile={{ phone: "01812345678", district: "Sylhet" }}
          onDone={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText<HTMLInputElement>("Phone number").value).toBe("01812345678");
    expect(screen.getByLabelText<HTMLSelectElement>("Meeting location").value).toBe("Sylhet");
    await userEvent.selectOptions(screen.getByLabelText("Meeting location"), "Gazipur");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(1));
    expect(api.callsTo(BOOK)[0]!.body).toEqual({
      productId: "p1",
      userLocation: "Gazipur",
      userPhone: "01812345678",
    });
  });

  it("limits the phone number to 20 characters and says Bangla digits are fine", () => {
    renderForm();
    const phone = screen.getByLabelText<HTMLInputElement>("Phone number");
    expect(phone.maxLength).toBe(20);
    const hint = document.getElementById(phone.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("Bangla digits (০-৯) are fine too.");
  });

  it("explains a phone number that is not a Bangladeshi mobile number, without sending", async () => {
    const api = answer(200, {});
    renderForm();
    await userEvent.type(screen.getByLabelText("Phone number"), "0171234567");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const message = await screen.findByText(BOOKING_MESSAGES.phoneInvalid);
    expect(message.id).toBe("booking-phone-error");
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("books the phone and says so", async () => {
    const api = answer(200, { acknowledged: true, insertedId: "b1" });
    const success = vi.spyOn(toast, "success");
    const { onDone } = renderForm();
    await userEvent.type(screen.getByLabelText("Phone number"), "+8801712345678");
    await userEvent.selectOptions(screen.getByLabelText("Meeting location"), "Rangpur");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(BOOKING_MESSAGES.booked);
    expect(api.callsTo(BOOK).map((call) => call.body)).toEqual([
      {
        productId: "p1",
        userLocation: "Rangpur",
        userPhone: "+8801712345678",
      } satisfies CreateBookingBody,
    ]);
  });

  it("takes a phone number typed in Bangla digits and sends ASCII digits", async () => {
    const api = answer(200, { acknowledged: true, insertedId: "b1" });
    const { onDone } = renderForm();
    await userEvent.type(screen.getByLabelText("Phone number"), "০১৭১২-৩৪৫৬৭৮");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(BOOK).map((call) => (call.body as CreateBookingBody).userPhone)).toEqual([
      "01712345678",
    ]);
  });

  it("shows the server's refusal and closes", async () => {
    answer(409, { statusCode: 409, code: "CONFLICT", message: BOOKING_MESSAGES.alreadyBooked });
    const error = vi.spyOn(toast, "error");
    const { onDone } = renderForm();
    await userEvent.type(screen.getByLabelText("Phone number"), "01712345678");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith(BOOKING_MESSAGES.alreadyBooked);
  });

  it("fails at once with a clear message when sent offline, and Submit works again", async () => {
    // What the browser does offline: navigator.onLine turns false, an "offline" event fires
    // (TanStack Query listens to it), and fetch fails.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    const api = mockApi({
      [BOOK]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = vi.spyOn(toast, "error");
    const { onDone } = renderForm();
    await fillAndSubmit();

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith("You are offline. Connect to the internet and try again."),
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Submit" }).disabled).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(api.callsTo(BOOK)).toHaveLength(1);
  });

  it("Cancel while a booking is on its way aborts it, and nothing is said later", async () => {
    let signal: AbortSignal | null | undefined;
    mockApi({
      [BOOK]: ({ init }) => {
        signal = init?.signal;
        return NO_ANSWER;
      },
    });
    const error = vi.spyOn(toast, "error");
    const success = vi.spyOn(toast, "success");
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DialogHost />
      </QueryClientProvider>,
    );
    await fillAndSubmit();
    await vi.waitFor(() => expect(signal).toBeInstanceOf(AbortSignal));
    expect(signal?.aborted).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Dialog closed").tagName).toBe("P");
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it("says once that the session ended when the server refuses it with a 401", async () => {
    answer(401, { statusCode: 401, code: "UNAUTHORIZED", message: "Not signed in" });
    const error = vi.spyOn(toast, "error");
    const client = createQueryClient();
    client.setQueryData(queryKeys.session.all, { user: { ...user, id: "u1", role: "Buyer" } });
    render(
      <QueryClientProvider client={client}>
        <BookingForm product={product} user={user} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    await fillAndSubmit();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error.mock.calls.map(([message]) => message)).toEqual([SESSION_ENDED_MESSAGE]);
  });
});
