import { screen } from "@testing-library/react";
import { PASSPORT_MESSAGES, type CreateProductInput } from "@bechedaw/shared";
import { toast } from "@/lib/toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import {
  FakeUpload,
  fillInFields,
  filledPassport,
  photoFile,
  renderProductForm,
  uploadedUrl,
} from "./product-form.test-helpers";

const renderForm = () => renderProductForm();
const photo = () => photoFile();
const submit = () => screen.getByRole("button", { name: "Add Product" });

const revokeObjectURL = vi.fn();
beforeEach(() => {
  let next = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = revokeObjectURL;
  revokeObjectURL.mockClear();
});
afterEach(() => {
  FakeUpload.sent = [];
  FakeUpload.refused.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillIn(user: ReturnType<typeof renderForm>, prices = ["45000", "80000"]) {
  await fillInFields(user, prices);
  await user.upload(screen.getByLabelText("Photos"), photo());
}

/** The text of every error message under a field, in page order. */
const fieldErrors = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("ProductForm", () => {
  it("shows the seller's email read-only and Apple as the default brand", () => {
    renderForm();
    const email = screen.getByLabelText<HTMLInputElement>("Your Email");
    expect(email.value).toBe("rahim@example.com");
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>("Brand").value).toBe("Apple");
    // The placeholder, 1 to 11 months, 1 to 5 years and "More than 5 years"; a new listing is
    // not offered the old, vague "More than 1 year".
    const ages = [...screen.getByLabelText("Age of Use").querySelectorAll("option")];
    expect(ages).toHaveLength(18);
    expect(ages.map((option) => option.textContent)).toContain("2 years");
    expect(ages.at(-1)?.textContent).toBe("More than 5 years");
    expect(ages.map((option) => option.value)).not.toContain("More than 1 year");
  });

  it("shows every required message when submitted empty", async () => {
    const user = renderForm();
    await user.click(submit());
    await screen.findAllByRole("alert");
    expect(fieldErrors()).toEqual([
      "Product Name is required",
      "Location is required",
      "Resale price is required",
      "Original price is required",
      "Age of use is required",
      "Choose one of the listed conditions.",
      "Choose one of the listed storage sizes.",
      "IMEI is required: dial *#06# on the phone to see it.",
      "Say whether the phone is official (BTRC-registered) or unofficial.",
      "Image is required",
    ]);
  });

  it("checks the IMEI's digits and the battery health as the server does", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("IMEI"), "352099001761482");
    await user.type(screen.getByLabelText("Battery health in % (optional)"), "101");
    await user.click(submit());
    expect((await screen.findByText(PASSPORT_MESSAGES.imeiCheckDigit)).id).toBe("imei-error");
    expect(screen.getByText(PASSPORT_MESSAGES.batteryInvalid).id).toBe("batteryHealth-error");
  });

  it("refuses the same IMEI twice, however it is typed", async () => {
    const api = mockApi({});
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderForm();
    await fillIn(user);
    await user.upload(screen.getByLabelText("Photos"), photoFile());
    await user.type(
      screen.getByLabelText("Second IMEI (optional, dual-SIM phones)"),
      "49-015420-323751-8",
    );
    await user.click(submit());
    expect((await screen.findByText(PASSPORT_MESSAGES.imeiRepeated)).id).toBe("imei2-error");
    expect(api.callsTo("POST /api/products")).toHaveLength(0);
  });

  it("says a price of 0 must be at least ৳1, not that it is missing", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Resale Price"), "0");
    await user.click(submit());
    const message = await screen.findByText("Resale price must be at least ৳1");
    expect(message.id).toBe("resalePrice-error");
    expect(screen.queryByText("Resale price is required")).toBeNull();
  });

  it("limits each typed field's length as the shared schema does", () => {
    renderForm();
    const maxLength = (label: string) => screen.getByLabelText<HTMLInputElement>(label).maxLength;
    expect(maxLength("Product Name")).toBe(100);
    expect(maxLength("Resale Price")).toBe(12);
    expect(maxLength("Original Price")).toBe(12);
  });

  it("offers JPEG, PNG and WebP photos, never HEIC", () => {
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>("Photos");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    const hint = document.getElementById(input.getAttribute("aria-describedby")!);
    expect(input.multiple).toBe(true);
    expect(hint?.textContent).toBe(
      "1 to 8 photos: JPEG, PNG or WebP, up to 10 MB each. The first is the cover.",
    );
  });

  it("rejects 45k as a price", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Resale Price"), "45k");
    await user.type(screen.getByLabelText("Original Price"), "60,000");
    await user.click(submit());
    const message = await screen.findByText("Enter a whole number of taka, like 45000");
    expect(message.id).toBe("resalePrice-error");
    expect(screen.queryByText("Original price is required")).toBeNull();
  });

  it("refuses a photo over 10 MB it cannot make smaller, without uploading it", async () => {
    const upload = vi.fn();
    vi.stubGlobal(
      "XMLHttpRequest",
      vi.fn(() => ({ open: upload, send: upload })),
    );
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Remove photo 1" }));
    const big = photo();
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText("Photos"), big);
    await user.click(submit());
    const message = await screen.findByText(
      "Photo 1: This photo is larger than 10 MB. Choose a smaller one.",
    );
    expect(message.id).toBe("photos-error");
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads the photo, saves the product and goes to My Products", async () => {
    const toastSuccess = vi.spyOn(toast, "success");
    const api = mockApi({
      "POST /api/products": { body: { acknowledged: true, insertedId: "p1" } },
    });
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect((await screen.findByText("My products list")).tagName).toBe("P");
    expect(toastSuccess).toHaveBeenCalledWith("Product added successfully.");
    expect(FakeUpload.last?.url).toBe("/api/images");
    expect(FakeUpload.last?.body?.get("image")).toBeInstanceOf(File);
    expect(api.callsTo("POST /api/products").map((call) => call.body)).toEqual([
      {
        name: "iPhone 12",
        img: uploadedUrl("phone.jpg"),
        brand: "Apple",
        condition: "good",
        storage: 128,
        passport: filledPassport,
        description: {
          resalePrice: 45000,
          originalPrice: 80000,
          yearsOfUse: "3 months",
          location: "Rangpur",
        },
      } satisfies CreateProductInput,
    ]);
  });

  it("sends RAM, colour and the description when given, and counts the description's characters", async () => {
    const api = mockApi({
      "POST /api/products": { body: { acknowledged: true, insertedId: "p1" } },
    });
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderForm();
    await fillIn(user);
    expect(screen.getByText("Visible wear; everything works.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("RAM (optional)"), "6");
    await user.type(screen.getByLabelText("Colour (optional)"), "Blue");
    await user.type(screen.getByLabelText("Description (optional)"), "Battery 91%.");
    expect(screen.getByText("12/2,000 characters, shown as plain text")).toBeTruthy();
    await user.click(submit());
    await screen.findByText("My products list");
    expect(api.callsTo("POST /api/products")[0]?.body).toMatchObject({
      condition: "good",
      storage: 128,
      ram: 6,
      colour: "Blue",
      description: { text: "Battery 91%." },
    });
  });

  it("takes prices typed in Bangla digits and sends them as numbers", async () => {
    const api = mockApi({
      "POST /api/products": { body: { acknowledged: true, insertedId: "p1" } },
    });
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderForm();
    await fillIn(user, ["৪৫,০০০", "৮০০০০"]);
    await user.click(submit());
    await screen.findByText("My products list");
    const [call] = api.callsTo("POST /api/products");
    expect((call?.body as CreateProductInput).description).toMatchObject({
      resalePrice: 45000,
      originalPrice: 80000,
    });
  });

  it("says once, under the photo, when the server cannot read it", async () => {
    // The price guide answers as the form fills in; the listing itself is never sent.
    const api = mockApi({ "GET /api/products/price-guide": { body: { count: 0, prices: null } } });
    const toastError = vi.spyOn(toast, "error");
    vi.stubGlobal("XMLHttpRequest", FakeUpload.failingWith(415));
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    const message =
      "Photo 1: This file is not a photo we can read. Choose a JPEG, PNG or WebP photo.";
    const shown = await screen.findAllByText(message);
    expect(shown.map((element) => element.id)).toEqual(["photos-error"]);
    expect(screen.getByText("Upload failed").textContent).toBe("Upload failed");
    expect(toastError).not.toHaveBeenCalled();
    expect(api.callsTo("POST /api/products")).toHaveLength(0);
    expect(submit()).toHaveProperty("disabled", false);
  });

  it("shows a failed save once, as a toast", async () => {
    mockApi({
      "POST /api/products": {
        status: 403,
        body: { statusCode: 403, code: "FORBIDDEN", message: "Sellers only." },
      },
    });
    const toastError = vi.spyOn(toast, "error");
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderForm();
    await fillIn(user);
    await user.click(submit());
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Only seller accounts can add products."),
    );
    expect(screen.queryByText("Only seller accounts can add products.")).toBeNull();
  });
});
