export * from "../modules/auth/auth.tables";
export * from "../modules/images/images.tables";
export * from "../modules/products/products.tables";
export * from "../modules/bookings/bookings.tables";
