import { Link } from "react-router";
import { useRole, useSession } from "../../auth/api/use-session";
import { AddProductForm } from "../components/add-product-form";

export default function AddProductPage() {
  const { user } = useSession();
  const role = useRole();
  // The server refuses non-sellers; telling them first saves filling in the form for nothing.
  const isNotSeller = role !== undefined && role !== "Seller";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">Add A Product</h1>
      {isNotSeller ? (
        <div role="status" className="alert alert-info">
          <span>
            Only seller accounts can list phones.
            {role === "Buyer" ? (
              <>
                {" "}
                To sell, create a seller account on the{" "}
                <Link to="/signup" className="link font-semibold">
                  Sign Up
                </Link>{" "}
                page.
              </>
            ) : null}
          </span>
        </div>
      ) : user ? (
        <AddProductForm email={user.email} />
      ) : null}
    </div>
  );
}
