import { BOOKING_MESSAGES, createBookingSchema, type Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { BookingForm } from "./booking-form";

const product = {
  _id: "p1",
  name: "Galaxy S21",
  description: { resalePrice: 45000 },
} as Product;
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

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("createBookingSchema", () => {
  const parsePhone = (userPhone: string) =>
    createBookingSchema.safeParse({ productId: "p1", userLocation: "Dhaka", userPhone });

  it.each(["01712345678", "+8801712345678", "8801912345678", "017-1234 5678"])(
    "accepts the Bangladeshi mobile number %s",
    (phone) => expect(parsePhone(phone).success).toBe(true),
  );

  it.each(["0171234567", "02123456789", "01212345678", "+88001712345678", "phone"])(
    "rejects %s",
    (phone) => {
      const result = parsePhone(phone);
      expect(result.error?.issues[0]?.message).toBe(BOOKING_MESSAGES.phoneInvalid);
    },
  );

  it("asks for a phone number when it is empty", () => {
    expect(parsePhone(" ").error?.issues[0]?.message).toBe(BOOKING_MESSAGES.phoneRequired);
  });

  it("sends the number without spaces or dashes", () => {
    expect(parsePhone("017-1234 5678").data?.userPhone).toBe("01712345678");
  });
});

describe("BookingForm", () => {
  it("shows the price, name and email read-only, and Dhaka as the meeting place", () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>("Price").value).toBe("৳45,000");
    expect(screen.getByLabelText<HTMLInputElement>("Your name").readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("Your email").value).toBe(user.email);
    expect(screen.getByLabelText<HTMLSelectElement>("Meeting location").value).toBe("Dhaka");
  });

  it("explains a phone number that is not a Bangladeshi mobile number, without sending", async () => {
    const fetchMock = answer(200, {});
    renderForm();
    await userEvent.type(screen.getByLabelText("Phone number"), "0171234567");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(BOOKING_MESSAGES.phoneInvalid)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("books the phone and says so", async () => {
    const fetchMock = answer(200, { acknowledged: true, insertedId: "b1" });
    const success = vi.spyOn(toast, "success");
    const { onDone } = renderForm();
    await userEvent.type(screen.getByLabelText("Phone number"), "+8801712345678");
    await userEvent.selectOptions(screen.getByLabelText("Meeting location"), "Rangpur");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(BOOKING_MESSAGES.booked);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/bookedproducts");
    expect(JSON.parse(init.body as string)).toEqual({
      productId: "p1",
      userLocation: "Rangpur",
      userPhone: "+8801712345678",
    });
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
});
