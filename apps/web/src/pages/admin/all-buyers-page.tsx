import { UsersPage } from "./users-page";

export default function AllBuyersPage() {
  return <UsersPage role="Buyer" />;
}
