import { UsersPage } from "./users-page";

export default function AllSellersPage() {
  return <UsersPage role="Seller" />;
}
