import { UsersPage } from "./users-page";

export default function AdminsPage() {
  return <UsersPage role="Admin" />;
}
