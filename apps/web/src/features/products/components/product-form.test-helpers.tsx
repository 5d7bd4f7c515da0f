import type { PrivatePassport, ProductDetail } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ProductForm } from "./product-form";

/** A listing of the seller's as `GET /api/products/:id` answers it. */
export const listing: ProductDetail = {
  _id: "p1",
  name: "iPhone 13",
  img: "/images/front.webp",
  photos: ["/images/front.webp", "/images/back.webp"],
  brand: "Apple",
  sellerId: "u1",
  sellerName: "Rahim",
  sellerVerified: false,
  sellerTier: "none",
  sellerShopName: null,
  sellerRating: { average: null, count: 0 },
  isAdvertised: false,
  status: "available",
  condition: "excellent",
  storage: 128,
  ram: 4,
  colour: "Blue",
  previousPrice: null,
  passport: null,
  description: {
    resalePrice: 60000,
    originalPrice: 90000,
    yearsOfUse: "More than 1 year",
    location: "Sylhet",
    date: "2026-11-01T10:00:00.000Z",
    text: "Battery 90%.",
  },
  seller: {
    id: "u1",
    name: "Rahim",
    verified: false,
    tier: "none",
    shopName: null,
    memberSince: "2026-01-01T00:00:00.000Z",
    forSale: 1,
    sold: 0,
    rating: { average: null, count: 0 },
  },
  similar: [],
  priceWarning: null,
  asksForAdvance: false,
};

/** The whole passport of `listing`, as its seller gets it from `GET /api/products/p1/passport`. */
export const listingPassport: PrivatePassport = {
  imei: "352099001761481",
  imei2: null,
  official: true,
  batteryHealth: 84,
  hasBox: true,
  hasCharger: false,
  hasReceipt: false,
  warrantyMonths: 0,
  repairs: null,
  kydPhoto: "/api/images/private/kydkydkydkydkydkydkydk.webp",
  receiptPhoto: null,
};

/** The passport `fillInFields` types, as the API takes it. */
export const filledPassport = {
  imei: "490154203237518",
  official: true,
  batteryHealth: 86,
  hasBox: false,
  hasCharger: false,
  hasReceipt: false,
  warrantyMonths: 0,
};

/**
 * The listing form on its page (editing `product` with its whole `passport` when given), with
 * My Products behind it.
 */
export function renderProductForm(
  product?: ProductDetail,
  passport: PrivatePassport | null = product ? listingPassport : null,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = product ? `/dashboard/my-products/${product._id}/edit` : "/dashboard/add-products";
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={path}
            element={
              <ProductForm email="rahim@example.com" product={product} passport={passport} />
            }
          />
          <Route path="/dashboard/my-products" element={<p>My products list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(userEvent.setup({ applyAccept: false }), { unmount: view.unmount });
}

export const photoFile = (name = "phone.jpg") =>
  new File(["jpeg bytes"], name, { type: "image/jpeg" });

/** Fills in every required field but the photos. */
export async function fillInFields(
  user: ReturnType<typeof renderProductForm>,
  prices = ["45000", "80000"],
) {
  await user.type(screen.getByLabelText("Product Name"), "iPhone 12");
  await user.type(screen.getByLabelText("Resale Price"), prices[0]!);
  await user.type(screen.getByLabelText("Original Price"), prices[1]!);
  await user.selectOptions(screen.getByLabelText("Location"), "Rangpur");
  await user.selectOptions(screen.getByLabelText("Age of Use"), "3 months");
  await user.selectOptions(screen.getByLabelText("Condition"), "good");
  await user.selectOptions(screen.getByLabelText("Storage"), "128");
  // Bangla digits, as a Bangla keyboard types them: sent as ASCII digits.
  await user.click(screen.getByLabelText("IMEI"));
  await user.paste("৪৯০১৫৪২০৩২৩৭৫১৮");
  await user.selectOptions(screen.getByLabelText("BTRC registration"), "official");
  await user.type(screen.getByLabelText("Battery health in % (optional)"), "86");
}

/** The address FakeUpload gives a photo: its file name's stem, as a stored WebP. */
export const uploadedUrl = (fileName: string) => `/images/${fileName.replace(/\.[^.]*$/, "")}.webp`;

/** A stand-in for XMLHttpRequest that answers an image upload at once. */
export class FakeUpload {
  static last: FakeUpload | undefined;
  /** The names of the files uploaded, in order. */
  static sent: string[] = [];
  static status = 200;
  /** Files refused as not photos (415), by name. */
  static refused = new Set<string>();

  static failingWith(status: number) {
    return class extends FakeUpload {
      static override status = status;
    };
  }

  url = "";
  body: FormData | undefined;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
    const name = (body.get("image") as File).name;
    FakeUpload.sent.push(name);
    const status = FakeUpload.refused.has(name)
      ? 415
      : (this.constructor as typeof FakeUpload).status;
    setTimeout(() => {
      this.upload.onprogress?.(
        new ProgressEvent("progress", { lengthComputable: true, loaded: 5, total: 10 }),
      );
      this.status = status;
      this.responseText = JSON.stringify(
        status === 200
          ? { success: true, data: { url: uploadedUrl(name) } }
          : { statusCode: status, code: "UNSUPPORTED_MEDIA_TYPE", message: "Not an image" },
      );
      this.onload?.();
    }, 0);
  }
}
