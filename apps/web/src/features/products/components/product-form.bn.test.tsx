import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { ProductForm } from "./product-form";
import { listing, photoFile, renderProductForm } from "./product-form.test-helpers";

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductForm email="rahim@example.com" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const fieldErrors = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("the Add A Product form in Bangla", () => {
  beforeAll(async () => {
    await activateLocale("bn");
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterAll(() => activateLocale("en"));

  it("labels every field in Bangla, with districts and ages in Bangla over English values", () => {
    renderForm();
    expect(screen.getByRole("form").getAttribute("aria-label")).toBe("পণ্য যোগ করুন");
    expect(screen.getByLabelText<HTMLInputElement>("পণ্যের নাম").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("বিক্রয়মূল্য").placeholder).toBe("৪৫০০০");
    const location = screen.getByLabelText<HTMLSelectElement>("স্থান");
    const dhaka = [...location.options].find((option) => option.value === "Dhaka");
    expect(dhaka?.textContent).toBe("ঢাকা");
    const age = screen.getByLabelText<HTMLSelectElement>("কত দিন ব্যবহার");
    const threeMonths = [...age.options].find((option) => option.value === "3 months");
    expect(threeMonths?.textContent).toBe("৩ মাস");
    expect(screen.getByText(/জেপেগ, পিএনজি বা ওয়েবপি/).textContent).toBe(
      "১ থেকে ৮টি ছবি: জেপেগ, পিএনজি বা ওয়েবপি, প্রতিটি সর্বোচ্চ ১০ মেগাবাইট। প্রথম ছবিটি প্রচ্ছদ।",
    );
    expect(screen.getByText("৮টির মধ্যে ০টি ছবি").tagName).toBe("SPAN");
  });

  it("says what is missing in Bangla", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "পণ্য যোগ করুন" }));
    await screen.findAllByRole("alert");
    expect(fieldErrors()).toEqual([
      "পণ্যের নাম লিখুন",
      "স্থান বেছে নিন",
      "বিক্রয়মূল্য লিখুন",
      "আসল দাম লিখুন",
      "কত দিন ব্যবহার হয়েছে তা বেছে নিন",
      "তালিকা থেকে একটি অবস্থা বেছে নিন।",
      "তালিকা থেকে একটি স্টোরেজ বেছে নিন।",
      "আইএমইআই লিখুন: দেখতে ফোনে *#06# ডায়াল করুন।",
      "ফোনটি অফিশিয়াল (বিটিআরসিতে নিবন্ধিত) নাকি আনঅফিশিয়াল, তা জানান।",
      "ছবি দিন",
    ]);
  });

  it("refuses a file that is not a photo in Bangla", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductForm email="rahim@example.com" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.upload(
      screen.getByLabelText("ছবি"),
      new File(["%PDF"], "a.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "পণ্য যোগ করুন" }));
    const message = await screen.findByText(
      "এই ফাইলটি ছবি নয়। জেপেগ, পিএনজি বা ওয়েবপি ছবি বেছে নিন।",
    );
    expect(message.id).toBe("photos-error");
    expect(screen.getByText("ছবি নয়").tagName).toBe("P");
  });

  it("names the photos and their buttons in Bangla, with Bangla numbers", async () => {
    const user = renderProductForm();
    await user.upload(screen.getByLabelText("ছবি"), [photoFile("a.jpg"), photoFile("b.jpg")]);
    expect(screen.getByText("৮টির মধ্যে ২টি ছবি").tagName).toBe("SPAN");
    expect(screen.getByRole("img", { name: "২টির মধ্যে ১ নম্বর ছবি" })).toBeTruthy();
    expect(screen.getByText("প্রচ্ছদ").tagName).toBe("SPAN");
    const makeCover = screen.getByRole("button", { name: "প্রচ্ছদ করুন: ২ নম্বর ছবি" });
    expect(makeCover.textContent).toBe("প্রচ্ছদ করুন");
    await user.click(screen.getByRole("button", { name: "২ নম্বর ছবি আগে নিন" }));
    expect(screen.getByText("এই ছবিটি এখন প্রচ্ছদ।").textContent).toBe("এই ছবিটি এখন প্রচ্ছদ।");
    await user.click(screen.getByRole("button", { name: "১ নম্বর ছবি সরান" }));
    expect(screen.getByText("ছবিটি সরানো হয়েছে। বাকি ১টি।").textContent).toBe(
      "ছবিটি সরানো হয়েছে। বাকি ১টি।",
    );
  });

  it("edits a listing in Bangla", () => {
    renderProductForm(listing);
    expect(screen.getByRole("form").getAttribute("aria-label")).toBe("পণ্য সম্পাদনা করুন");
    expect(screen.getByRole("button", { name: "পরিবর্তন সংরক্ষণ করুন" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("স্থান").value).toBe("Sylhet");
  });
});
