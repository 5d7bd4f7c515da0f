import { Link } from "react-router";
import { NotFoundIllustration } from "@/components/ui/not-found-illustration";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-base-100 px-4 py-10 text-center text-base-content">
      <NotFoundIllustration className="w-full max-w-md" />
      <div className="max-w-md space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
        <p className="text-lg text-base-content/80">
          The page you are looking for has moved, been sold or never existed.
        </p>
      </div>
      <Link to="/" className="btn btn-primary">
        Back to home
      </Link>
    </main>
  );
}
