export * from "../modules/auth/auth.tables";
