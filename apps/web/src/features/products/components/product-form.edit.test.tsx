import type { CreateProductInput } from "@bechedaw/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import {
  FakeUpload,
  listing,
  photoFile,
  renderProductForm,
  uploadedUrl,
} from "./product-form.test-helpers";

const PUT = "PUT /api/products/p1";
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const save = () => screen.getByRole("button", { name: "Save changes" });

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  FakeUpload.sent = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the listing form, editing", () => {
  it("shows every field and photo of the listing", () => {
    renderProductForm(listing);
    expect(screen.getByRole("form").getAttribute("aria-label")).toBe("Edit Product");
    expect(value("Product Name")).toBe("iPhone 13");
    expect(value("Brand")).toBe("Apple");
    expect(value("Location")).toBe("Sylhet");
    expect(value("Resale Price")).toBe("60000");
    expect(value("Original Price")).toBe("90000");
    expect(value("Age of Use")).toBe("More than 1 year");
    expect(value("Condition")).toBe("excellent");
    expect(value("Storage")).toBe("128");
    expect(value("RAM (optional)")).toBe("4");
    expect(value("Colour (optional)")).toBe("Blue");
    expect(value("Description (optional)")).toBe("Battery 90%.");
    const photos = within(screen.getByRole("list", { name: "Chosen photos, the cover first" }));
    expect(photos.getAllByRole("img").map((image) => image.getAttribute("src"))).toEqual([
      "/images/front-card.webp",
      "/images/back-card.webp",
    ]);
  });

  it("saves the whole listing with PUT, uploading only new photos, then goes to My Products", async () => {
    const api = mockApi({ [PUT]: { body: { acknowledged: true, modifiedCount: 1 } } });
    const toastSuccess = vi.spyOn(toast, "success");
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderProductForm(listing);
    const price = screen.getByLabelText("Resale Price");
    await user.clear(price);
    await user.type(price, "55000");
    await user.upload(screen.getByLabelText("Photos"), photoFile("side.jpg"));
    await user.click(screen.getByRole("button", { name: "Make cover: photo 2" }));
    await user.click(save());

    await screen.findByText("My products list");
    expect(toastSuccess).toHaveBeenCalledWith("Product updated successfully.");
    expect(FakeUpload.sent).toEqual(["side.jpg"]);
    expect(api.callsTo(PUT).map((call) => call.body)).toEqual([
      {
        name: "iPhone 13",
        img: "/images/back.webp",
        extraPhotos: ["/images/front.webp", uploadedUrl("side.jpg")],
        brand: "Apple",
        condition: "excellent",
        storage: 128,
        ram: 4,
        colour: "Blue",
        passport: {
          imei: "352099001761481",
          official: true,
          batteryHealth: 84,
          hasBox: true,
          hasCharger: false,
          hasReceipt: false,
          warrantyMonths: 0,
          kydPhoto: "/api/images/private/kydkydkydkydkydkydkydk.webp",
        },
        description: {
          resalePrice: 55000,
          originalPrice: 90000,
          yearsOfUse: "More than 1 year",
          location: "Sylhet",
          text: "Battery 90%.",
        },
      } satisfies CreateProductInput,
    ]);
  });

  it("says so when the phone was sold meanwhile, and stays on the form", async () => {
    mockApi({
      [PUT]: {
        status: 409,
        body: { statusCode: 409, code: "PRODUCT_SOLD", message: "This product is already sold." },
      },
    });
    const toastError = vi.spyOn(toast, "error");
    const user = renderProductForm(listing);
    await user.click(save());
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("This phone has already been sold."),
    );
    expect(screen.queryByText("My products list")).toBeNull();
    expect(save()).toHaveProperty("disabled", false);
  });

  it("shows the photo the server refused under the photos", async () => {
    mockApi({
      [PUT]: {
        status: 400,
        body: {
          statusCode: 400,
          code: "PHOTO_IN_USE",
          message: "This photo belongs to another of your listings.",
          details: [{ path: "body/extraPhotos/0", message: "In use." }],
        },
      },
    });
    const user = renderProductForm(listing);
    await user.click(save());
    const message = await screen.findByText(
      "Photo 2: This photo belongs to another of your listings.",
    );
    expect(message.id).toBe("photos-error");
  });
});
