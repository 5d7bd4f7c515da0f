import { screen, within } from "@testing-library/react";
import type { CreateProductInput } from "@bechedaw/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import {
  FakeUpload,
  fillInFields,
  photoFile,
  renderProductForm,
  uploadedUrl,
} from "./product-form.test-helpers";

const revokeObjectURL = vi.fn();
beforeEach(() => {
  // jsdom has no object URLs: each file's preview is named after it.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = revokeObjectURL;
  revokeObjectURL.mockClear();
});
afterEach(() => {
  FakeUpload.sent = [];
  FakeUpload.refused.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const files = (...names: string[]) => names.map((name) => photoFile(`${name}.jpg`));
const photoList = () => screen.getByRole("list", { name: "Chosen photos, the cover first" });
/** The thumbnails' previews, in order (the cover first). */
const shown = () =>
  within(photoList())
    .getAllByRole("img")
    .map((image) => image.getAttribute("src"));
const button = (name: string) => screen.getByRole("button", { name });
const submit = () => button("Add Product");

describe("the listing form's photos", () => {
  it("takes several photos at once and more later, the first as the cover", async () => {
    const user = renderProductForm();
    await user.upload(screen.getByLabelText("Photos"), files("front", "back"));
    await user.upload(screen.getByLabelText("Photos"), files("side"));
    expect(shown()).toEqual(["blob:front.jpg", "blob:back.jpg", "blob:side.jpg"]);
    const tiles = within(photoList()).getAllByRole("listitem");
    expect(within(tiles[0]!).getByText("Cover").textContent).toBe("Cover");
    expect(within(tiles[1]!).queryByText("Cover")).toBeNull();
    expect(screen.getByRole("img", { name: "Photo 3 of 3" }).getAttribute("src")).toBe(
      "blob:side.jpg",
    );
    expect(screen.getByText("3 of 8 photos").textContent).toBe("3 of 8 photos");
  });

  it("moves a photo earlier or later, keeping the keyboard on it, and makes one the cover", async () => {
    const user = renderProductForm();
    await user.upload(screen.getByLabelText("Photos"), files("a", "b", "c"));
    expect(button("Move photo 1 earlier")).toHaveProperty("disabled", true);
    expect(button("Move photo 3 later")).toHaveProperty("disabled", true);

    await user.click(button("Move photo 2 earlier"));
    expect(shown()).toEqual(["blob:b.jpg", "blob:a.jpg", "blob:c.jpg"]);
    // "b" is first now, so it cannot go earlier: the focus is on its "later" button.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 1 later");
    expect(screen.getByRole("status", { name: "" }).textContent).toBe(
      "This photo is the cover now.",
    );

    await user.keyboard("{Enter}");
    expect(shown()).toEqual(["blob:a.jpg", "blob:b.jpg", "blob:c.jpg"]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move photo 2 later");

    await user.click(button("Make cover: photo 3"));
    expect(shown()).toEqual(["blob:c.jpg", "blob:a.jpg", "blob:b.jpg"]);
    expect(screen.queryByRole("button", { name: "Make cover: photo 1" })).toBeNull();
  });

  it("removes a photo and frees its preview", async () => {
    const user = renderProductForm();
    await user.upload(screen.getByLabelText("Photos"), files("a", "b", "c"));
    await user.click(button("Remove photo 2"));
    expect(shown()).toEqual(["blob:a.jpg", "blob:c.jpg"]);
    expect(revokeObjectURL.mock.calls).toEqual([["blob:b.jpg"]]);
    expect(screen.getByText("Photo removed. 2 left.").textContent).toBe("Photo removed. 2 left.");
  });

  it("keeps at most 8 photos and says how many were left out", async () => {
    const user = renderProductForm();
    const names = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
    await user.upload(screen.getByLabelText("Photos"), files(...names));
    expect(shown()).toHaveLength(8);
    expect(
      screen.getByText("A listing has at most 8 photos, so 2 of the chosen were left out.")
        .className,
    ).toContain("alert");
    expect(revokeObjectURL.mock.calls).toEqual([["blob:9.jpg"], ["blob:10.jpg"]]);
    expect(screen.getByLabelText("Photos")).toHaveProperty("disabled", true);

    await user.click(button("Remove photo 8"));
    expect(screen.getByLabelText("Photos")).toHaveProperty("disabled", false);
  });

  it("uploads every photo in the order shown and sends the cover as img, the others as extraPhotos", async () => {
    const api = mockApi({
      "POST /api/products": { body: { acknowledged: true, insertedId: "p1" } },
    });
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const user = renderProductForm();
    await fillInFields(user);
    await user.upload(screen.getByLabelText("Photos"), files("a", "b", "c"));
    await user.click(button("Make cover: photo 3"));
    await user.click(submit());
    await screen.findByText("My products list");
    expect(FakeUpload.sent).toEqual(["c.jpg", "a.jpg", "b.jpg"]);
    const [call] = api.callsTo("POST /api/products");
    expect(call?.body as CreateProductInput).toMatchObject({
      img: uploadedUrl("c.jpg"),
      extraPhotos: [uploadedUrl("a.jpg"), uploadedUrl("b.jpg")],
    });
  });

  it("marks the photo that failed, and on the next try uploads only what is not up yet", async () => {
    const api = mockApi({
      "POST /api/products": { body: { acknowledged: true, insertedId: "p1" } },
    });
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    FakeUpload.refused.add("b.jpg");
    const user = renderProductForm();
    await fillInFields(user);
    await user.upload(screen.getByLabelText("Photos"), files("a", "b", "c"));
    await user.click(submit());

    const message = await screen.findByText(
      "Photo 2: This file is not a photo we can read. Choose a JPEG, PNG or WebP photo.",
    );
    expect(message.id).toBe("photos-error");
    const [first, second] = within(photoList()).getAllByRole("listitem");
    expect(within(first!).getByText("Uploaded").textContent).toBe("Uploaded");
    expect(within(second!).getByText("Upload failed").textContent).toBe("Upload failed");
    expect(api.callsTo("POST /api/products")).toHaveLength(0);

    await user.click(button("Remove photo 2"));
    await user.click(submit());
    await screen.findByText("My products list");
    expect(FakeUpload.sent).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    expect(api.callsTo("POST /api/products")[0]?.body).toMatchObject({
      img: uploadedUrl("a.jpg"),
      extraPhotos: [uploadedUrl("c.jpg")],
    });
  });

  it("asks for at least one photo", async () => {
    const user = renderProductForm();
    await fillInFields(user);
    await user.click(submit());
    expect((await screen.findByText("Image is required")).id).toBe("photos-error");
  });
});
