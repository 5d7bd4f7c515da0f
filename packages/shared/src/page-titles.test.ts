import { describe, expect, it } from "vitest";
import { documentTitle, documentTitleOf, pageKeyOf } from "./page-titles";

describe("pageKeyOf", () => {
  it("names the page of each route, in any letter case, with or without a trailing slash", () => {
    expect(pageKeyOf("/")).toBe("home");
    expect(pageKeyOf("/home")).toBe("home");
    expect(pageKeyOf("/login/")).toBe("login");
    expect(pageKeyOf("/category/Apple")).toBe("category");
    expect(pageKeyOf("/dashboard/All-buyer")).toBe("allBuyers");
    expect(pageKeyOf("/dashboard/all-buyer")).toBe("allBuyers");
    expect(pageKeyOf("/no-such-page")).toBe("notFound");
    expect(pageKeyOf("/phones/0d5c2a6e-5b7a-4c1e-9a51-2f0b6e1d9c3a")).toBe("phone");
    expect(pageKeyOf("/sellers/abc123/")).toBe("seller");
    expect(pageKeyOf("/phones/a/b")).toBe("notFound");
    expect(pageKeyOf("/phones")).toBe("phones");
    expect(pageKeyOf("/dashboard/my-products/abc/edit")).toBe("editProduct");
  });
});

describe("documentTitle", () => {
  it("puts the page first and the site after it, in the chosen language", () => {
    expect(documentTitle("login", "en")).toBe("Login · BecheDaw");
    expect(documentTitle("login", "bn")).toBe("লগইন · BecheDaw");
    expect(documentTitle("category", "bn", "Apple")).toBe("অ্যাপল ফোন · BecheDaw");
    expect(documentTitle("category", "en")).toBe("Phones · BecheDaw");
    expect(documentTitle("home", "en")).toBe("BecheDaw: Used phones in Bangladesh");
  });
});

describe("documentTitleOf", () => {
  it("names a known brand from the path and never echoes an unknown one", () => {
    expect(documentTitleOf("/category/apple", "en")).toBe("Apple phones · BecheDaw");
    expect(documentTitleOf("/category/<script>", "en")).toBe("Phones · BecheDaw");
    expect(documentTitleOf("/category/oneplus", "en")).toBe("OnePlus phones · BecheDaw");
    expect(documentTitleOf("/category/Xiaomi", "bn")).toBe("শাওমি ফোন · BecheDaw");
    expect(documentTitleOf("/category/Itel", "bn")).toBe("ফোন · BecheDaw");
    expect(documentTitleOf("/dashboard/my-orders", "bn")).toBe("আমার অর্ডার · BecheDaw");
    expect(documentTitleOf("/phones/some-id", "bn")).toBe("পুরোনো ফোন · BecheDaw");
    expect(documentTitleOf("/sellers/some-id", "en")).toBe("Seller · BecheDaw");
    expect(documentTitleOf("/dashboard/notifications", "bn")).toBe("বিজ্ঞপ্তি · BecheDaw");
    expect(documentTitleOf("/dashboard/deals/some-id", "bn")).toBe("লেনদেন · BecheDaw");
    expect(documentTitleOf("/dashboard/deals/some-id", "en")).toBe("Deal · BecheDaw");
  });
});
