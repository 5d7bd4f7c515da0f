export * from "./constants";
export * from "./messages";
export * from "./digits";
export * from "./errors";
export * from "./auth.schemas";
export * from "./products.schemas";
export * from "./bookings.schemas";
export * from "./admin.schemas";
