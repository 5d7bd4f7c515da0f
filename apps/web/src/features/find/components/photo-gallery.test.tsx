import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PhotoGallery } from "./photo-gallery";

const photos = ["/images/a.webp", "/images/b.webp", "/images/c.webp"];
const shown = () => screen.getAllByRole("img", { name: /^Galaxy S21: Photo/ })[0]!;

describe("PhotoGallery", () => {
  it("offers both sizes of an upload and says which photo is shown", () => {
    render(<PhotoGallery photos={photos} name="Galaxy S21" />);
    expect(shown().getAttribute("alt")).toBe("Galaxy S21: Photo 1 of 3");
    expect(shown().getAttribute("srcset")).toBe("/images/a-card.webp 480w, /images/a.webp 1200w");
  });

  it("turns with the buttons, the arrow keys (wrapping round) and the thumbnails", async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={photos} name="Galaxy S21" />);
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(shown().getAttribute("src")).toBe("/images/b.webp");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(shown().getAttribute("src")).toBe("/images/a.webp");
    await user.keyboard("{ArrowLeft}");
    expect(shown().getAttribute("src")).toBe("/images/c.webp");
    await user.click(screen.getByRole("button", { name: "Show photo 2" }));
    expect(shown().getAttribute("src")).toBe("/images/b.webp");
    expect(screen.getByRole("button", { name: "Show photo 2" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("turns on a sideways swipe and ignores a small one", () => {
    render(<PhotoGallery photos={photos} name="Galaxy S21" />);
    const area = screen.getByTestId("gallery-photo");
    fireEvent.pointerDown(area, { clientX: 300 });
    fireEvent.pointerUp(area, { clientX: 200 });
    expect(shown().getAttribute("src")).toBe("/images/b.webp");
    fireEvent.pointerDown(area, { clientX: 200 });
    fireEvent.pointerUp(area, { clientX: 190 });
    expect(shown().getAttribute("src")).toBe("/images/b.webp");
    fireEvent.pointerDown(area, { clientX: 100 });
    fireEvent.pointerUp(area, { clientX: 200 });
    expect(shown().getAttribute("src")).toBe("/images/a.webp");
  });

  it("shows one photo without arrows or thumbnails", () => {
    render(<PhotoGallery photos={["/images/a.webp"]} name="Galaxy S21" />);
    expect(screen.queryByRole("button", { name: "Next photo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show photo 1" })).toBeNull();
  });
});
