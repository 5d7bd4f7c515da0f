import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddProductForm } from "./add-product-form";
import { FakeUpload } from "./add-product-form.test-helpers";

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dashboard/add-products"]}>
        <Routes>
          <Route
            path="/dashboard/add-products"
            element={<AddProductForm email="rahim@example.com" />}
          />
          <Route path="/dashboard/my-products" element={<p>My products list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(userEvent.setup(), { unmount: view.unmount });
}

const photo = () => new File(["jpeg bytes"], "phone.jpg", { type: "image/jpeg" });
const submit = () => screen.getByRole("button", { name: "Add Product" });

const revokeObjectURL = vi.fn();
beforeEach(() => {
  let next = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = revokeObjectURL;
  revokeObjectURL.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("AddProductForm", () => {
  it("shows the seller's email read-only and Apple as the default brand", () => {
    renderForm();
    const email = screen.getByLabelText<HTMLInputElement>("Your Email");
    expect(email.value).toBe("rahim@example.com");
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>("Brand").value).toBe("Apple");
    expect(screen.getByLabelText("Age of Use").querySelectorAll("option")).toHaveLength(13);
  });

  it("shows every required message when submitted empty", async () => {
    const user = renderForm();
    await user.click(submit());
    for (const message of [
      "Product Name is required",
      "Resale price is required",
      "Original price is required",
      "Location is required",
      "Age of use is required",
      "Image is required",
    ]) {
      expect(await screen.findByText(message)).toBeDefined();
    }
  });

  it("rejects 45k as a price", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Resale Price"), "45k");
    await user.type(screen.getByLabelText("Original Price"), "60,000");
    await user.click(submit());
    expect(await screen.findByText("Enter a whole number of taka, like 45000")).toBeDefined();
    expect(screen.queryByText("Original price is required")).toBeNull();
  });

  it("previews the chosen photo and frees the previous preview on change", async () => {
    const user = renderForm();
    const input = screen.getByLabelText<HTMLInputElement>("Image");
    await user.upload(input, photo());
    const preview = screen.getByRole<HTMLImageElement>("img", { name: "Preview of phone.jpg" });
    expect(preview.src).toBe("blob:preview-1");
    await user.upload(input, new File(["png"], "back.png", { type: "image/png" }));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    expect(screen.getByRole("img", { name: "Preview of back.png" })).toBeDefined();
    user.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-2");
  });

  it("refuses a photo over 10 MB before uploading it", async () => {
    const user = renderForm();
    const big = photo();
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText("Image"), big);
    await user.click(submit());
    expect(
      await screen.findByText("This photo is larger than 10 MB. Choose a smaller one."),
    ).toBeDefined();
  });

  it("uploads the photo, saves the product and goes to My Products", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ acknowledged: true, insertedId: "p1" }))),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderForm();
    await user.type(screen.getByLabelText("Product Name"), "iPhone 12");
    await user.type(screen.getByLabelText("Resale Price"), "45000");
    await user.type(screen.getByLabelText("Original Price"), "80000");
    await user.selectOptions(screen.getByLabelText("Location"), "Rangpur");
    await user.selectOptions(screen.getByLabelText("Age of Use"), "3 months");
    await user.upload(screen.getByLabelText("Image"), photo());
    await user.click(submit());

    expect(await screen.findByText("My products list")).toBeDefined();
    expect(FakeUpload.last?.url).toBe("/api/images");
    expect(FakeUpload.last?.body?.get("image")).toBeInstanceOf(File);
    expect(fetchMock).toHaveBeenCalledWith("/api/products", expect.anything());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: "iPhone 12",
      img: FakeUpload.URL,
      brand: "Apple",
      description: {
        resalePrice: 45000,
        originalPrice: 80000,
        yearsOfUse: "3 months",
        location: "Rangpur",
      },
    });
  });

  it("shows a clear message when the server says the file is not an image", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeUpload.failingWith(415));
    const user = renderForm();
    await user.type(screen.getByLabelText("Product Name"), "iPhone 12");
    await user.type(screen.getByLabelText("Resale Price"), "45000");
    await user.type(screen.getByLabelText("Original Price"), "80000");
    await user.selectOptions(screen.getByLabelText("Location"), "Dhaka");
    await user.selectOptions(screen.getByLabelText("Age of Use"), "1 month");
    await user.upload(screen.getByLabelText("Image"), photo());
    await user.click(submit());
    const message = "This file is not a photo we can read. Choose a JPEG, PNG, WebP or HEIC image.";
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(submit()).toHaveProperty("disabled", false);
  });
});
